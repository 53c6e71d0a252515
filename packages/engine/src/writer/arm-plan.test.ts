import type { Facts, Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { trialFacts } from './testing/trial-facts';
import { writeDeck } from './write-deck';

/** ALPHA-1 with arm A renamed and re-planned (cited to the dosing sentence), in medical_template1 (hcp_ppt_b_004). */
function armBoxes(name: string, plan: string): { name: string; plan: string | undefined } {
  const f = trialFacts('a');
  const [a, b] = f.arms;
  const facts: Facts = {
    ...f,
    // No stratification factors: the chart is hcp_ppt_b_004.
    stratification_factors: [],
    arms: [{ ...a!, name: { ...a!.name, value: name }, plan: { ...a!.plan!, value: plan } }, b!],
  };
  const deck = writeDeck({
    facts: [{ fileId: 'a', fileName: 'a.pdf', facts }],
    template: 'medical_template1',
    outLang: 'en',
  });
  const slide = deck.find((s) => s.content.some((c) => c.id === 'ARM_A_treatment_name')) as Slide;
  expect(slide.slide_id).toBe('hcp_ppt_b_004');
  const text = (id: string) => slide.content.find((c) => c.id === id)?.text as string | undefined;
  return { name: text('ARM_A_treatment_name')!, plan: text('ARM_A_treatment_plan') };
}

// Longer than hcp_ppt_b_004's 60-character name box, shorter than one line of its plan box.
const LONG_NAME = 'Drug X 10 mg once daily with best supportive care and counselling';

describe('a name too long for its box opens the plan box, never with a line the box cannot show', () => {
  it('the name and a short plan together', () => {
    expect(armBoxes(LONG_NAME, 'orally in 28-day cycles')).toEqual({
      name: 'Arm A',
      plan: `${LONG_NAME}\norally in 28-day cycles`,
    });
  });

  it('a long plan that names the arm itself, alone', () => {
    const plan = `${LONG_NAME}, given orally until progression`;
    expect(armBoxes(LONG_NAME, plan)).toEqual({ name: 'Arm A', plan });
  });

  it('the name alone when a long plan does not name the arm', () => {
    const plan =
      'oral tablets taken every morning in 28-day cycles until progression, unacceptable toxicity, withdrawal of consent or death';
    expect(armBoxes(LONG_NAME, plan)).toEqual({ name: 'Arm A', plan: LONG_NAME });
  });
});

/** ALPHA-1 with an active arm A and a placebo arm B, both planned (cited to the dosing sentence). */
function placeboBox(planB: string, outLang: 'zh-cn' | 'en'): string | undefined {
  const f = trialFacts('a');
  const [a, b] = f.arms;
  const facts: Facts = {
    ...f,
    stratification_factors: [],
    arms: [
      {
        ...a!,
        name: { ...a!.name, value: 'empagliflozin' },
        plan: { ...a!.plan!, value: 'empagliflozin 10 mg once daily' },
      },
      { ...b!, name: { ...b!.name, value: 'placebo' }, plan: { ...a!.plan!, value: planB } },
    ],
  };
  const deck = writeDeck({
    facts: [{ fileId: 'a', fileName: 'a.pdf', facts }],
    template: 'general',
    outLang,
  });
  return deck.flatMap((s) => s.content).find((c) => c.id === 'ARM_B_treatment_plan')?.text as
    | string
    | undefined;
}

describe("a placebo arm on the active arm's schedule (decision 0078, round 3)", () => {
  it('reads "same schedule" in both languages, with both arms\' plans', () => {
    expect(placeboBox('matching placebo once daily', 'zh-cn')).toBe('安慰剂，方案相同');
    expect(placeboBox('matching placebo once daily', 'en')).toBe('Placebo, same schedule');
  });

  it('keeps its own plan when the schedule differs', () => {
    expect(placeboBox('placebo twice daily', 'zh-cn')).toBe('安慰剂每日两次');
  });
});
