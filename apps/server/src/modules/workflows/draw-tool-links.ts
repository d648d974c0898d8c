import type { AppManifest, TaskResultFile } from '@biocloud/contracts';
import { lookupText, type TextBundles } from '../content/text-files';

/*
 * The drawing tools an app gives a step's output (its manifest's `drawTools`), as the output row's drawTool list:
 * the draw type stands for both ids (the drawing pages are not catalog tools), named as the drawing pages name them.
 */

type ToolLink = TaskResultFile['drawTool'][number];

export function appDrawTools(
  texts: TextBundles,
  app: AppManifest | undefined,
  stepId: string,
  output: string,
): ToolLink[] {
  const ids = app?.steps.find((s) => s.id === stepId)?.drawTools[output] ?? [];
  const name = (locale: 'zh' | 'en', id: string) => lookupText(texts, locale, `drawing.types.${id}.name`) ?? id;
  return ids.map((id) => ({
    softwareId: id,
    toolId: id,
    softwareZhName: name('zh', id),
    softwareEnName: name('en', id),
  }));
}
