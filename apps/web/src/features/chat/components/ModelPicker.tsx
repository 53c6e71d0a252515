import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Select, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { modelsApi } from '../api/models-api';
import { modelPickerView } from '../utils/model-picker';

export const CHAT_MODELS_KEY = ['chat', 'models'] as const;
export const PREMIUM_USAGE_KEY = ['chat', 'premium-usage'] as const;

/** The premium switch as the composer and the limit dialogs share it: its state and the call that sets it. */
export function usePremiumSwitch() {
  const queryClient = useQueryClient();
  const models = useQuery({
    queryKey: CHAT_MODELS_KEY,
    queryFn: ({ signal }) => modelsApi.models(signal),
    staleTime: 60_000,
  });
  const premiumModel = models.data?.models.find((m) => m.premium)?.name ?? null;
  const usage = useQuery({
    queryKey: PREMIUM_USAGE_KEY,
    queryFn: ({ signal }) => modelsApi.usage(signal),
    enabled: premiumModel !== null,
  });
  const set = useMutation({
    mutationFn: (on: boolean) => modelsApi.setPremium(on),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CHAT_MODELS_KEY });
      void queryClient.invalidateQueries({ queryKey: PREMIUM_USAGE_KEY });
    },
  });
  return {
    models: models.data,
    usage: usage.data,
    premiumOn: premiumModel !== null && models.data?.gpt4 === true,
    setPremium: (on: boolean) => set.mutateAsync(on),
    saving: set.isPending,
  };
}

/**
 * The composer's model line: the models the server answers with (picking the premium one turns the member's
 * switch on), the premium switch and the team's premium usage; without a model, a plain note that the offline
 * engine answers.
 */
export function ModelPicker({ premium }: { premium: ReturnType<typeof usePremiumSwitch> }) {
  const { t } = useTranslation();
  if (!premium.models) return null;
  const view = modelPickerView(premium.models, premium.usage);
  if (view.kind === 'offline')
    return (
      <p className="chat-muted chat-models" data-testid="chat-model-offline">
        {t('chat.model.offline')}
      </p>
    );
  return (
    <div className="chat-models" data-testid="chat-models">
      <span>{t('chat.model.label')}</span>
      <Select
        size="small"
        value={view.current}
        aria-label={t('chat.model.label')}
        disabled={view.premium === null || premium.saving}
        popupMatchSelectWidth={false}
        options={view.options.map((o) => ({
          value: o.value,
          label: o.premium ? `${o.value} · ${t('chat.model.premium')}` : o.value,
        }))}
        onChange={(name: string) => void premium.setPremium(name === view.premium)}
        data-testid="chat-model-select"
      />
      {view.premium && (
        <Tooltip title={t('chat.model.premiumHint', { model: view.premium })}>
          <span className="chat-models-premium">
            <Switch
              size="small"
              checked={view.premiumOn}
              loading={premium.saving}
              onChange={(on) => void premium.setPremium(on)}
              data-testid="chat-premium"
            />
            {t('chat.model.premium')}
          </span>
        </Tooltip>
      )}
      {view.usage && (
        <span className="chat-muted" data-testid="chat-premium-usage">
          {t('chat.model.usage', view.usage)}
        </span>
      )}
    </div>
  );
}
