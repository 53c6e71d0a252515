import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { askToolsApi } from '../api/ask-tools-api';
import { useUiLanguage } from '../hooks/use-ui-language';

/** The workbench's quick asks above the chat input, in the UI language; a click asks that shortcut. */
export function AskShortcuts({ disabled, onAsk }: { disabled: boolean; onAsk: (id: string) => void }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const shortcuts = useQuery({
    queryKey: ['chat', 'shortcuts', lang],
    queryFn: ({ signal }) => askToolsApi.shortcuts(lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const list = shortcuts.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <fieldset className="chat-shortcuts" aria-label={t('chat.shortcuts')} data-testid="chat-shortcuts">
      {list.map((s) => (
        <Button
          key={s.id}
          size="small"
          disabled={disabled}
          title={s.text}
          onClick={() => onAsk(s.id)}
          data-testid={`chat-shortcut-${s.id}`}
        >
          {s.title}
        </Button>
      ))}
    </fieldset>
  );
}
