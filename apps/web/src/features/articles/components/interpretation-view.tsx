import { Descriptions, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EMPTY_CELL_TEXT, INTERPRETATION_SECTIONS, type InterpretationPreview } from '@biocloud/contracts';
import { RichTextView } from '../../../shared/ui/rich-text-view';

/** PubMed's page of a paper. */
const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(pmid)}/`;

/**
 * An interpretation as readers see it: its titles, the paper's facts, then each section that has text. The detail
 * page and the edit form's preview both render it, so the preview shows what the detail will.
 */
export function InterpretationView({ value, meta }: { value: InterpretationPreview; meta?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="interpretation-view">
      <Typography.Title level={3}>{value.title}</Typography.Title>
      {value.englishTitle && <Typography.Title level={5}>{value.englishTitle}</Typography.Title>}
      {meta}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'pmid',
            label: t('article.fields.pmid'),
            children: (
              <a href={pubmedUrl(value.pmid)} target="_blank" rel="noopener noreferrer">
                {value.pmid}
              </a>
            ),
          },
          {
            key: 'magazineName',
            label: t('article.fields.magazineName'),
            children: value.magazineName || EMPTY_CELL_TEXT,
          },
          {
            key: 'impactFactor',
            label: t('article.fields.impactFactor'),
            children: value.impactFactor ?? EMPTY_CELL_TEXT,
          },
          { key: 'parentType', label: t('article.fields.parentType'), children: t(`article.keys.${value.parentType}`) },
          { key: 'type', label: t('article.fields.type'), children: t(`article.types.${value.type}`) },
        ]}
      />
      {INTERPRETATION_SECTIONS.filter((section) => value[section].trim() !== '').map((section) => (
        <section key={section} className="interpretation-section">
          <Typography.Title level={4}>{t(`article.fields.${section}`)}</Typography.Title>
          <RichTextView html={value[section]} />
        </section>
      ))}
    </article>
  );
}
