import type { OutLang } from '../../../writer/labels';
import type { ArticleLabels } from '../../article-labels';
import { type SectionDraft, section, textItem } from '../../drafts';
import { numberTokens } from '../../number-check';
import { type Para, para } from '../../paragraph';
import { trialView } from '../../trial-view';
import type { KindWriteInput } from '../kind-writer';
import { papersText } from './monitor-labels';
import { coveredElsewhere, coveredWorkSources } from './new-sources';

/** How many distinct papers earlier reports covered, of this work's sources and beyond. */
export function coveredCount(input: KindWriteInput): number {
  return coveredWorkSources(input).length + coveredElsewhere(input).length;
}

const withoutExtension = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();

/**
 * The previously covered papers, names only. The work's own covered sources are named by their printed
 * trial name and title (with provenance); covered files outside this work by file name, unless the name
 * holds a value (a year, a count) no source backs, since every value shown must be traceable: those are
 * counted instead of listed.
 */
export function coveredSection(
  input: KindWriteInput,
  labels: ArticleLabels,
  title: string,
): SectionDraft | null {
  const lang: OutLang = labels.lang;
  const paras: Para[] = [];
  for (const s of coveredWorkSources(input)) {
    const view = trialView(s);
    const title = s.facts.title;
    const name = view.acronym ? `${view.acronym.value}${labels.colon}${view.title}` : view.title;
    paras.push(para(name, [view.acronym?.source, title?.source]));
  }
  let unlisted = 0;
  for (const c of coveredElsewhere(input)) {
    const name = withoutExtension(c.fileName);
    if (!name || numberTokens(name).some((t) => !t.structural)) unlisted++;
    else paras.push(para(name));
  }
  if (unlisted > 0)
    paras.push(
      para(
        lang === 'zh-cn'
          ? `另有${papersText(unlisted, lang)}已在往期报告中收录，此处不逐一列出。`
          : unlisted === 1
            ? 'One further paper covered by earlier reports is not listed here.'
            : `A further ${papersText(unlisted, lang)} covered by earlier reports are not listed here.`,
      ),
    );
  return section(title, [textItem(paras)]);
}
