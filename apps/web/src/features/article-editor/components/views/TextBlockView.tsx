import type { ArticleComponent } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { htmlToReferences, referencesToHtml } from '../../utils/rich-text';
import { setComponentTitle, setReferenceValues, setValueById } from '../../utils/text-edits';
import { EditableText } from '../editing/EditableText';

/** The block title every titled component shows (editors' note, introduction, summary, references ...). */
export function BlockTitle({ component, fallback }: { component: ArticleComponent; fallback: string }) {
  const edit = useComponentEdit();
  return (
    <EditableText
      className="pw-art-block-title"
      kind="plain"
      value={component.title}
      placeholder={fallback}
      onChange={edit && ((v) => edit((c) => setComponentTitle(c, v)))}
      hideWhenEmpty
      testId="block-title"
    />
  );
}

/**
 * Editors' note, introduction, summary, statement (and a stray body component): a title and one rich text,
 * stored as the text entry named after the component kind.
 */
export function TextBlockView({ component }: { component: ArticleComponent }) {
  const { t } = useTranslation();
  const edit = useComponentEdit();
  const entry = component.contents.find((c) => c.type === 'text');
  const entryId = entry?.id ?? component.component;
  return (
    <section className={`pw-art-block pw-art-block-${component.component}`}>
      <BlockTitle component={component} fallback={t(`article.kind.${component.component}`)} />
      <EditableText
        className="pw-art-block-text"
        kind="rich"
        value={entry?.value ?? ''}
        placeholder={t('article.text.placeholder')}
        onChange={edit && ((v) => edit((c) => setValueById(c, entryId, v)))}
        testId="block-text"
      />
    </section>
  );
}

/** References (or a statement stored as references): one numbered list, a citation per line. */
export function ReferencesView({ component }: { component: ArticleComponent }) {
  const { t } = useTranslation();
  const edit = useComponentEdit();
  const at = component.contents.findIndex((c) => c.type === 'references');
  if (at < 0) return <TextBlockView component={component} />;
  const values = component.contents[at]?.values ?? [];
  return (
    <section className={`pw-art-block pw-art-block-${component.component}`}>
      <BlockTitle component={component} fallback={t(`article.kind.${component.component}`)} />
      <EditableText
        className="pw-art-block-text pw-art-references"
        kind="rich"
        value={referencesToHtml(values)}
        placeholder={t('article.references.placeholder')}
        onChange={edit && ((v) => edit((c) => setReferenceValues(c, at, htmlToReferences(v))))}
        testId="references-text"
      />
    </section>
  );
}

/** The review code: an editable code, "Enter review code" when blank. */
export function ReviewCodeView({ component }: { component: ArticleComponent }) {
  const { t } = useTranslation();
  const edit = useComponentEdit();
  const entry = component.contents.find((c) => c.type === 'text');
  const entryId = entry?.id ?? 'review_code';
  return (
    <section className="pw-art-review-code">
      <span className="pw-art-review-label">{component.title.trim() || t('article.kind.review_code')}</span>
      <EditableText
        className="pw-art-review-value"
        kind="plain"
        value={entry?.value ?? ''}
        placeholder={t('article.reviewCode.placeholder')}
        onChange={edit && ((v) => edit((c) => setValueById(c, entryId, v)))}
        testId="review-code"
      />
    </section>
  );
}
