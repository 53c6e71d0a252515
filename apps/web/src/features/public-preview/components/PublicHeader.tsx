import type { PublicPpt } from '@prowrite/contracts';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BrandMark } from '../../../components/Brand';
import { ExportButton } from '../../export';
import { LanguageSwitch } from '../../locale';
import { formatDateTime } from '../utils/format-date';

/**
 * Title, creator, category, creation time and the export button; the export goes through the share pair of
 * the page's address.
 */
export function PublicHeader({ deck }: { deck: PublicPpt }) {
  const { t } = useTranslation();
  const { pptId = '' } = useParams();
  const reportId = useSearchParams()[0].get('reportId') ?? '';
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
        {/* The link's owner chose whether visitors may take a file (the server refuses otherwise too). */}
        {deck.allow_download === true && (
          <ExportButton
            work={{ id: pptId, name: deck.name, type: deck.category, slideCount: deck.slide_list.length }}
            publicPair={{ pptId, reportId }}
          />
        )}
        <LanguageSwitch />
      </div>
    </header>
  );
}
