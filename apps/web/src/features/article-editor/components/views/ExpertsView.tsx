import { PlusOutlined } from '@ant-design/icons';
import type { ArticleComponent } from '@prowrite/contracts';
import { Button, Skeleton, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { INSERT_LOADING_MS } from '../../hooks/use-structure-actions';
import { useArticleRender } from '../../state/render-context';
import { addExpertAfter, emptyExpert, expertsOf, removeExpert } from '../../utils/experts';
import { BlockTitle } from './TextBlockView';
import { ExpertCard } from './ExpertCard';

/**
 * Expert introductions: a title and the experts, each with avatar, name, main information and description. In
 * the editor an add button sits before the first expert and after every one; a new expert shows a skeleton
 * for about 2 s.
 */
export function ExpertsView({ component }: { component: ArticleComponent }) {
  const { t } = useTranslation();
  const { editor } = useArticleRender();
  const edit = useComponentEdit();
  const experts = expertsOf(component);
  const [fresh, setFresh] = useState<string[]>([]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const add = (after: number) => {
    if (!edit) return;
    const expert = emptyExpert();
    edit((c) => addExpertAfter(c, after, expert));
    setFresh((f) => [...f, expert.id]);
    timers.current.push(
      setTimeout(() => setFresh((f) => f.filter((id) => id !== expert.id)), INSERT_LOADING_MS),
    );
  };

  const remove = async (index: number) => {
    if (!editor || !edit) return;
    const outcome = removeExpert(component, index);
    // The last expert takes the whole component with it (after the remove confirmation).
    if (outcome.kind === 'component') await editor.removeComponent(component.id);
    else
      edit((c) => {
        const next = removeExpert(c, index);
        return next.kind === 'item' ? next.component : c;
      });
  };

  const addButton = (after: number) =>
    editor && (
      <div className="pw-art-expert-add">
        <Tooltip title={t('article.expert.add')}>
          <Button
            size="small"
            shape="circle"
            icon={<PlusOutlined />}
            aria-label={t('article.expert.add')}
            onClick={() => add(after)}
            data-testid="expert-add"
          />
        </Tooltip>
      </div>
    );

  return (
    <section className="pw-art-experts" data-testid="article-experts">
      <BlockTitle component={component} fallback={t('article.kind.personal_introductions')} />
      {addButton(-1)}
      {experts.map(({ content, expert }, i) => (
        <div key={expert.id} className="pw-art-expert-slot">
          {fresh.includes(expert.id) ? (
            <Skeleton avatar active paragraph={{ rows: 2 }} className="pw-art-expert-skeleton" />
          ) : (
            <ExpertCard expert={expert} content={content} onRemove={() => void remove(i)} />
          )}
          {addButton(i)}
        </div>
      ))}
    </section>
  );
}
