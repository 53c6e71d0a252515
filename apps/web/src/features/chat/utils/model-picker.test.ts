import { ErrorCode } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { limitDialogFor, modelPickerView } from './model-picker';

const usage = { model: 'big', gpt4: true, used_total: 7, used_today: 2, total_limit: 50, daily_limit: 0 };

describe('model picker', () => {
  it('is hidden (offline engine) when the server lists no model', () => {
    expect(modelPickerView({ models: [], current_model: null, gpt4: false }, undefined)).toEqual({
      kind: 'offline',
    });
  });

  it('lists the models, the one answering now, the switch and the premium usage against the limits', () => {
    const view = modelPickerView(
      {
        models: [
          { name: 'small', premium: false },
          { name: 'big', premium: true },
        ],
        current_model: 'big',
        gpt4: true,
      },
      usage,
    );
    expect(view).toEqual({
      kind: 'models',
      options: [
        { value: 'small', premium: false },
        { value: 'big', premium: true },
      ],
      current: 'big',
      premium: 'big',
      premiumOn: true,
      // A limit of 0 is unlimited: the count alone.
      usage: { today: '2', total: '7 / 50' },
    });
  });

  it('has no switch and no usage when no model is premium', () => {
    const view = modelPickerView(
      { models: [{ name: 'small', premium: false }], current_model: 'small', gpt4: false },
      usage,
    );
    expect(view).toMatchObject({ kind: 'models', premium: null, premiumOn: false, usage: null });
  });
});

describe('limit dialogs', () => {
  it('maps 10004 and 10005 to their dialogs, offering the standard model while the switch is on', () => {
    expect(limitDialogFor(ErrorCode.botMessageOverLimit, false)).toEqual({
      kind: 'overLimitTip',
      offerStandard: false,
    });
    expect(limitDialogFor(ErrorCode.botMessageDailyLimit, true)).toEqual({
      kind: 'msgOverLimit',
      offerStandard: true,
    });
  });

  it('shows no dialog for other refusals', () => {
    expect(limitDialogFor(0, true)).toBeNull();
    expect(limitDialogFor(undefined, false)).toBeNull();
  });
});
