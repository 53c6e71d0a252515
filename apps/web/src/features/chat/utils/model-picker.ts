import { type ChatModelsResult, ErrorCode, type Gpt4Usage } from '@prowrite/contracts';

/** What the composer shows of the models: nothing to pick (and why), or the list and the premium switch. */
export type ModelPickerView =
  | { kind: 'offline' }
  | {
      kind: 'models';
      options: { value: string; premium: boolean }[];
      current: string;
      /** The premium model's name, or null when none is configured (no switch then). */
      premium: string | null;
      premiumOn: boolean;
      /** The team's premium answers used against its limits; null when there is no premium model. */
      usage: { today: string; total: string } | null;
    };

/** "3 / 50", or the count alone when the limit is 0 (unlimited). */
const usedOf = (used: number, limit: number) => (limit > 0 ? `${used} / ${limit}` : String(used));

/**
 * The picker is hidden when the server has no model (answers come from the offline engine): the composer says
 * so instead of offering an empty list.
 */
export function modelPickerView(models: ChatModelsResult, usage: Gpt4Usage | undefined): ModelPickerView {
  const first = models.models[0];
  if (!first) return { kind: 'offline' };
  const premium = models.models.find((m) => m.premium)?.name ?? null;
  return {
    kind: 'models',
    options: models.models.map((m) => ({ value: m.name, premium: m.premium })),
    current: models.current_model ?? first.name,
    premium,
    premiumOn: premium !== null && models.gpt4,
    usage:
      premium && usage
        ? {
            today: usedOf(usage.used_today, usage.daily_limit),
            total: usedOf(usage.used_total, usage.total_limit),
          }
        : null,
  };
}

/** The spec's dialog for a refused question: 10004 overLimitTip, 10005 msgOverLimit; other refusals none. */
export type LimitDialog = {
  kind: 'overLimitTip' | 'msgOverLimit';
  /** The premium switch was on: switching it off lets the member go on with the standard model. */
  offerStandard: boolean;
};

export function limitDialogFor(code: number | undefined, premiumOn: boolean): LimitDialog | null {
  if (code === ErrorCode.botMessageOverLimit) return { kind: 'overLimitTip', offerStandard: premiumOn };
  if (code === ErrorCode.botMessageDailyLimit) return { kind: 'msgOverLimit', offerStandard: premiumOn };
  return null;
}
