import { UserOutlined } from '@ant-design/icons';
import type { Expert } from '@prowrite/contracts';
import { App, Dropdown, Progress } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { useArticleRender } from '../../state/render-context';
import { removeAvatar, removeDescription, setAvatar, setExpertText } from '../../utils/experts';
import { isEmptyRichText } from '../../utils/rich-text';
import { EditableText } from '../editing/EditableText';

/** The avatar progress resets 500 ms after the upload, long enough to see it reach 100. */
const AVATAR_RESET_MS = 500;

/** A right-click menu in the editor (nothing in read-only pages); inner menus do not open outer ones. */
function ContextMenu({
  items,
  children,
}: {
  items: { key: string; label: string; danger?: boolean; onClick: () => void }[] | null;
  children: ReactNode;
}) {
  if (!items) return <>{children}</>;
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{
        items: items.map(({ onClick: _o, ...rest }) => rest),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          items.find((i) => i.key === key)?.onClick();
        },
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only keeps a nested menu from opening its parent's */}
      <div onContextMenu={(e) => e.stopPropagation()}>{children}</div>
    </Dropdown>
  );
}

/** One expert: avatar (replace or remove), name and main information (placeholders, empty-state border), description. */
export function ExpertCard({
  expert,
  content,
  onRemove,
}: {
  expert: Expert;
  content: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { editor, mediaSrc } = useArticleRender();
  const edit = useComponentEdit();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const text = (field: 'name' | 'information' | 'desc') =>
    edit && ((v: string) => edit((c) => setExpertText(c, content, field, v)));
  const emptyHead = !expert.name.trim() && !expert.information.trim();

  const upload = async (file: File) => {
    if (!editor || !edit) return;
    setProgress(50);
    try {
      const url = await editor.uploadAvatar(file);
      edit((c) => setAvatar(c, content, url));
      setProgress(100);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setTimeout(() => setProgress(null), AVATAR_RESET_MS);
    }
  };
  const confirmThen = (question: string, run: () => void) => async () => {
    if (editor && (await editor.confirm(question))) run();
  };

  const avatarMenu =
    editor && edit
      ? [
          {
            key: 'replace',
            label: t('article.expert.replaceAvatar'),
            onClick: () => fileInput.current?.click(),
          },
          ...(expert.avatar
            ? [
                {
                  key: 'remove',
                  label: t('article.expert.removeAvatar'),
                  danger: true,
                  onClick: () =>
                    void confirmThen(t('article.expert.removeAvatarConfirm'), () =>
                      edit((c) => removeAvatar(c, content)),
                    )(),
                },
              ]
            : []),
        ]
      : null;
  const descMenu =
    editor && edit
      ? [
          {
            key: 'remove',
            label: t('article.expert.removeDesc'),
            danger: true,
            onClick: () =>
              void confirmThen(t('article.expert.removeDescConfirm'), () =>
                edit((c) => removeDescription(c, content)),
              )(),
          },
        ]
      : null;
  const cardMenu = editor
    ? [{ key: 'remove', label: t('article.expert.remove'), danger: true, onClick: onRemove }]
    : null;
  const showAvatar = expert.avatar !== '' || editor !== null;
  const showDesc = !isEmptyRichText(expert.desc) || (editor !== null && !expert.desc_remove_flag);

  return (
    <ContextMenu items={cardMenu}>
      <div className={`pw-art-expert${emptyHead && editor ? ' is-empty' : ''}`} data-testid="expert-card">
        {showAvatar && (
          <ContextMenu items={avatarMenu}>
            <button
              type="button"
              className="pw-art-expert-avatar"
              aria-label={t('article.expert.replaceAvatar')}
              disabled={!editor}
              onClick={() => fileInput.current?.click()}
            >
              {expert.avatar ? <img src={mediaSrc(expert.avatar)} alt={expert.name} /> : <UserOutlined />}
              {progress !== null && (
                <Progress type="circle" size={40} percent={progress} className="pw-art-expert-progress" />
              )}
            </button>
          </ContextMenu>
        )}
        {editor && (
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        )}
        <div className="pw-art-expert-text">
          <EditableText
            className={`pw-art-expert-name${!expert.name.trim() ? ' is-blank' : ''}`}
            kind="plain"
            value={expert.name}
            placeholder={t('article.expert.name')}
            onChange={text('name')}
            hideWhenEmpty
            testId="expert-name"
          />
          <EditableText
            className={`pw-art-expert-info${!expert.information.trim() ? ' is-blank' : ''}`}
            kind="plain"
            value={expert.information}
            placeholder={t('article.expert.information')}
            onChange={text('information')}
            hideWhenEmpty
            testId="expert-info"
          />
          {showDesc && (
            <ContextMenu items={descMenu}>
              <EditableText
                className="pw-art-expert-desc"
                kind="rich"
                value={expert.desc}
                placeholder={t('article.expert.desc')}
                onChange={text('desc')}
                hideWhenEmpty
                testId="expert-desc"
              />
            </ContextMenu>
          )}
        </div>
      </div>
    </ContextMenu>
  );
}
