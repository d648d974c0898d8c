import { DRAW_TYPES, type DrawType } from '@biocloud/charts';
import { routeTitleKey } from '../../../shared/config/paths';
import { DRAW_TYPE_ROUTES } from '../../../shared/drawing-links';
import { namesInAllLocales } from '../../../shared/i18n/bundled-names';

/**
 * The drawing tools in the tool list (spec 000 §2): they are pages of the console, not catalogue tools of the server,
 * so the list adds them under a type of their own and searches their names here, in both locales as the server does.
 */
export const DRAWING_TYPE_ID = 'drawing';

/** The drawing tools whose name (zh or en) or shown description holds the search; all for an empty one. */
export function drawingToolsMatching(search: string, describe: (type: DrawType) => string): DrawType[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...DRAW_TYPES];
  return DRAW_TYPES.filter((type) => {
    const keys = [`drawing.types.${type}.name`, ...(type === 'venn' ? [] : [routeTitleKey(DRAW_TYPE_ROUTES[type])])];
    const texts = [type, describe(type), ...keys.flatMap(namesInAllLocales)];
    return texts.some((text) => text.toLowerCase().includes(needle));
  });
}
