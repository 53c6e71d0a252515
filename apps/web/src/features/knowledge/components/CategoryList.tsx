import { PlusOutlined } from '@ant-design/icons';
import type { KnowledgeCategory } from '@prowrite/contracts';
import { App, Badge, Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../api/knowledge-api';
import { useKnowledgeChange } from '../hooks/use-knowledge';
import { categoryLabel } from '../utils/category-label';
import { typeCountsLine } from '../utils/list-filter';

type Props = {
  categories: KnowledgeCategory[];
  active: string;
  onSelect: (id: string) => void;
  canWrite: boolean;
};

/** The categories with their item counts; writers can add one. */
export function CategoryList({ categories, active, onSelect, canWrite }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const create = useKnowledgeChange((n: string) => knowledgeApi.createCategory(n));
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(trimmed, {
      onSuccess: (category) => {
        setName('');
        onSelect(category.id);
        void message.success(t('label.successful-operation'));
      },
    });
  };
  return (
    <nav className="kb-categories" aria-label={t('knowledge.categories')}>
      <div className="kb-section-title">{t('knowledge.categories')}</div>
      <ul>
        {categories.map((c) => (
          <li key={c.id} className={c.id === active ? 'is-active' : undefined}>
            <button
              type="button"
              data-testid="kb-category"
              data-count={c.num}
              title={typeCountsLine(c.counts) || undefined}
              aria-current={c.id === active ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
            >
              <span className="kb-category-name">
                {categoryLabel(c, i18n.language, t('knowledge.noCategory'))}
              </span>
              <Badge count={c.num} showZero color={c.id === active ? '#1677ff' : '#bfbfbf'} />
            </button>
          </li>
        ))}
      </ul>
      {canWrite && (
        <Input
          size="small"
          value={name}
          maxLength={100}
          placeholder={t('knowledge.category.new')}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={add}
          suffix={
            <Button
              size="small"
              type="text"
              icon={<PlusOutlined />}
              aria-label={t('knowledge.category.add')}
              loading={create.isPending}
              onClick={add}
            />
          }
        />
      )}
    </nav>
  );
}
