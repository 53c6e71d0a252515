import type { PublicPpt } from '@prowrite/contracts';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/Brand';
import { LanguageSwitch } from '../../locale/components/LanguageSwitch';
import { formatDateTime } from '../utils/format-date';

/**
 * Title, creator, category and creation time (workbench.md 2.1). The spec's export button is left out
 * until export exists, rather than offering a dialog that cannot export.
 */
export function PublicHeader({ deck }: { deck: PublicPpt }) {
  const { t } = useTranslation();
  const category = t(`workbench.type.${deck.category}` as 'workbench.type.PPT', {
    defaultValue: deck.category,
  });
  return (
    <header className="pw-public-header">
      <div className="pw-public-header-inner">
        <BrandMark size={32} />
        <div className="pw-public-heading">
          <h1 data-testid="public-title">{deck.name}</h1>
          <div className="pw-public-meta">
            <span className="pw-public-creator" data-testid="public-creator">
              <Avatar size={22} src={deck.creator_avatar || undefined}>
                {deck.creator.slice(0, 1).toUpperCase()}
              </Avatar>
              {deck.creator}
            </span>
            <Tag>{category}</Tag>
            <time dateTime={new Date(deck.created_at * 1000).toISOString()} data-testid="public-created">
              {formatDateTime(deck.created_at)}
            </time>
          </div>
        </div>
        <LanguageSwitch />
      </div>
    </header>
  );
}
