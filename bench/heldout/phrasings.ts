/**
 * How papers word the facts, as data: each list holds one line per reporting style (CONSORT abstracts,
 * NEJM, Lancet, JAMA, BMJ, BMC, Circulation, protocol synopses), written from descriptions of those styles.
 * A phrasing reads the preformatted words of one trial (`Words`) and returns its sentence. Add a style by
 * adding a line. The lists deliberately hold wordings the engine may not read yet: they measure, not teach.
 */
export type Words = {
  /** Arm names as the paper uses them: the experimental arm and the comparator. */
  A: string;
  B: string;
  planA: string;
  /** N randomised, arm sizes, the ratio as "2:1". */
  N: string;
  n1: string;
  n0: string;
  ratio: string;
  /** Screened (a larger number a reader must not take for N). */
  screened: string;
  blind: string;
  Blind: string;
  phase: string;
  control: string;
  reg: string;
  id: string;
  ep: string;
  Ep: string;
  /** The measured quantity of a continuous endpoint ("mean seated systolic blood pressure"). */
  measure: string;
  tp: string;
  unit: string;
  /** Per-arm result: the value as printed, events and denominators (binary endpoints). */
  v1: string;
  v0: string;
  e1: string;
  e0: string;
  sd: string;
  /** The effect estimate in the chosen effect style. */
  fx: string;
};

/** The words of one effect estimate, for the effect styles. */
export type EffectWords = {
  name: string;
  abbr: string;
  value: string;
  lo: string;
  hi: string;
  level: string;
  /** "P<0.001", "P = .03" …, already in the layout's p style. */
  P: string;
};

type Phrase = (w: Words) => string;
type EffectPhrase = (e: EffectWords) => string;

/** The effect estimate inside a results sentence (without outer parentheses). */
export const EFFECT_STYLES: EffectPhrase[] = [
  (e) => `${e.name}, ${e.value}; ${e.level}% CI, ${e.lo} to ${e.hi}; ${e.P}`,
  (e) => `${e.abbr} ${e.value} [${e.level}% CI ${e.lo}–${e.hi}], ${e.P}`,
  (e) => `${e.name} [${e.abbr}], ${e.value} [${e.level}% CI, ${e.lo}-${e.hi}]; ${e.P}`,
  (e) => `${e.abbr} ${e.value}, ${e.level}% CI ${e.lo}–${e.hi}; ${e.P}`,
  (e) => `${e.abbr} = ${e.value}, ${e.level}% confidence interval: ${e.lo}, ${e.hi}, ${e.P}`,
  (e) => `${e.name} ${e.value} (${e.level}% CI ${e.lo} to ${e.hi})`,
  (e) => `${e.abbr}: ${e.value}; ${e.level}%CI: ${e.lo}-${e.hi}; ${e.P}`,
  (e) => `${e.name} (${e.level}% CI) ${e.value} (${e.lo}–${e.hi}), ${e.P}`,
  (e) => `${e.abbr}, ${e.value} (${e.level}% CI, ${e.lo}–${e.hi})`,
  (e) => `${e.abbr} ${e.value}; ${e.level}% CI ${e.lo}, ${e.hi}; ${e.P}`,
  (e) => `${e.name} ${e.value}, ${e.level}% CI [${e.lo}, ${e.hi}], ${e.P}`,
  (e) => `${e.abbr}=${e.value} (${e.level}%CI ${e.lo}-${e.hi})`,
  (e) => `${e.abbr} ${e.value} (${e.level}% CI: ${e.lo} – ${e.hi}), ${e.P}`,
  (e) => `${e.name}, ${e.value} (${e.level}% confidence interval [CI], ${e.lo} to ${e.hi}); ${e.P}`,
  (e) => `${e.abbr} ${e.value} (${e.lo}–${e.hi}; ${e.level}% CI), ${e.P}`,
  (e) => `${e.name} of ${e.value} (${e.level}% CI, ${e.lo}–${e.hi}; ${e.P})`,
];

/** Allocation: N, ratio, arms and arm sizes. `ratio` says whether the sentence states the ratio. */
export const ALLOCATION: { ratio: boolean; say: Phrase }[] = [
  {
    ratio: true,
    say: (w) =>
      `A total of ${w.N} patients were randomly assigned in a ${w.ratio} ratio to receive ${w.A} (${w.planA}) or ${w.B} (${w.n1} and ${w.n0} patients, respectively).`,
  },
  {
    ratio: true,
    say: (w) =>
      `${w.N} patients were randomised (${w.ratio}) to ${w.A} (n = ${w.n1}) or ${w.B} (n = ${w.n0}).`,
  },
  {
    ratio: true,
    say: (w) =>
      `We randomly assigned ${w.N} participants in a ${w.ratio} ratio to ${w.A} or ${w.B}; ${w.n1} were assigned to ${w.A} and ${w.n0} to ${w.B}.`,
  },
  {
    ratio: true,
    say: (w) =>
      `Patients were randomly assigned (${w.ratio}) to receive ${w.A} ${w.planA} or ${w.B}. Overall, ${w.N} patients underwent randomization (${w.n1} in the ${w.A} group and ${w.n0} in the ${w.B} group).`,
  },
  {
    ratio: true,
    say: (w) =>
      `Between March 2019 and June 2021, ${w.N} patients were enrolled and randomised ${w.ratio} to ${w.A} (${w.n1}) or ${w.B} (${w.n0}).`,
  },
  {
    ratio: true,
    say: (w) =>
      `Eligible patients were randomized in a ${w.ratio} fashion to ${w.A} or ${w.B}. In total, ${w.N} patients were randomized: ${w.n1} to ${w.A} and ${w.n0} to ${w.B}.`,
  },
  {
    ratio: false,
    say: (w) =>
      `${w.N} patients underwent randomization: ${w.n1} to the ${w.A} group and ${w.n0} to the ${w.B} group.`,
  },
  {
    ratio: true,
    say: (w) =>
      `Participants (N = ${w.N}) were allocated ${w.ratio} to ${w.A} (n=${w.n1}) or ${w.B} (n=${w.n0}).`,
  },
  {
    ratio: true,
    say: (w) =>
      `Randomisation (${w.ratio}) assigned ${w.n1} patients to ${w.A} and ${w.n0} to ${w.B}, a total of ${w.N}.`,
  },
  {
    ratio: true,
    say: (w) =>
      `Of the ${w.screened} patients screened, ${w.N} were randomly assigned to ${w.A} (n=${w.n1}) or ${w.B} (n=${w.n0}) in a ${w.ratio} ratio.`,
  },
  {
    ratio: true,
    say: (w) =>
      `In total, ${w.N} patients were enrolled and randomly allocated in a ratio of ${w.ratio} to receive either ${w.A} (${w.n1} patients) or ${w.B} (${w.n0} patients).`,
  },
  {
    ratio: false,
    say: (w) =>
      `${w.n1} patients were randomised to ${w.A} and ${w.n0} to ${w.B}, for a total of ${w.N} randomised patients.`,
  },
  {
    ratio: true,
    say: (w) =>
      `The trial randomly assigned ${w.N} patients (${w.ratio}) to ${w.A} or ${w.B} (${w.n1} vs ${w.n0}).`,
  },
  {
    ratio: true,
    say: (w) =>
      `Patients were randomly assigned, in a ${w.ratio} ratio, to ${w.A} at a dose of ${w.planA} or to ${w.B}; ${w.N} patients were included (${w.A}, ${w.n1}; ${w.B}, ${w.n0}).`,
  },
  {
    ratio: false,
    say: (w) =>
      `The intention-to-treat population comprised ${w.N} randomized patients (${w.A}, n=${w.n1}; ${w.B}, n=${w.n0}).`,
  },
  {
    ratio: true,
    say: (w) =>
      `After screening, ${w.N} patients were randomized ${w.ratio} to receive ${w.A} or ${w.B} in a ${w.blind} fashion (${w.A}, ${w.n1}; ${w.B}, ${w.n0}).`,
  },
];

/** The design sentence: blinding, phase, control. */
export const DESIGN: Phrase[] = [
  (w) => `This was a phase ${w.phase}, multicentre, randomised, ${w.blind}, ${w.control}-controlled trial.`,
  (w) => `In this ${w.blind}, randomized, phase ${w.phase} trial, we enrolled patients at 48 centres.`,
  (w) => `We conducted a randomized, ${w.blind}, parallel-group study at 42 centres in 11 countries.`,
  (w) => `Design: ${w.Blind}, randomised, controlled, phase ${w.phase} trial.`,
  (w) => `The study was a multicenter, ${w.blind}, randomized controlled trial.`,
  (w) => `This ${w.blind} trial was conducted at 31 hospitals.`,
  (w) => `We did a ${w.blind}, randomised, ${w.control}-controlled, phase ${w.phase} trial at 60 sites.`,
  (w) =>
    `Design, Setting, and Participants: ${w.Blind} randomized clinical trial conducted at 25 academic centers.`,
  (w) => `A prospective, randomized, ${w.blind} study design was used.`,
  (w) =>
    `The trial had a ${w.blind}, parallel-group design with an allocation concealed by a central web system.`,
  (w) => `This investigator-initiated, ${w.blind}, randomised trial was done in primary and secondary care.`,
  (w) => `Methods: We performed a ${w.blind} randomized trial (phase ${w.phase}).`,
  (w) => `It was a randomised, ${w.blind}, two-arm, phase ${w.phase} study.`,
  (w) => `Study design: phase ${w.phase}, randomized, ${w.blind}, multicenter.`,
  (w) => `The present ${w.blind} randomized trial compared ${w.A} with ${w.B}.`,
];

/** Words for each blinding, as papers spell it. */
export const BLINDING_WORDS: Record<'open-label' | 'single-blind' | 'double-blind', string[]> = {
  'double-blind': ['double-blind', 'double-blinded', 'double blind', 'double-masked'],
  'single-blind': ['single-blind', 'single-blinded', 'single blind'],
  'open-label': ['open-label', 'open label', 'open-labelled'],
};

/** Registration statements. */
export const REGISTRATION: Phrase[] = [
  (w) => `This trial is registered with ${w.reg}, ${w.id}.`,
  (w) => `(Funded by Meridian Pharma; ${w.reg} number, ${w.id}.)`,
  (w) => `Trial Registration: ${w.reg} Identifier: ${w.id}`,
  (w) => `Trial registration: ${w.reg} ${w.id}. Registered 12 March 2019.`,
  (w) => `The study was registered at ${w.reg} (${w.id}) before enrolment began.`,
  (w) => `Registration: ${w.id}.`,
  (w) => `${w.reg} ID: ${w.id}`,
  (w) => `The protocol was prospectively registered (${w.reg}: ${w.id}).`,
  (w) => `Clinical Trial Registration: ${w.reg}. Unique identifier: ${w.id}.`,
  (w) => `Trial registration number ${w.id}.`,
  (w) => `This study is registered in the ${w.reg} under ${w.id}.`,
  (w) => `Registered with ${w.reg} on 4 May 2020 (identifier ${w.id}).`,
  (w) =>
    `The trial was registered (${w.id}) and its protocol published before the first patient was enrolled.`,
  (w) => `Registry: ${w.reg}; registration number: ${w.id}.`,
  (w) => `The trial is listed in the ${w.reg} as ${w.id}.`,
];

/** Primary endpoint statements. */
export const PRIMARY_ENDPOINT: Phrase[] = [
  (w) => `The primary end point was ${w.ep}.`,
  (w) => `The primary outcome was ${w.ep}.`,
  (w) => `The primary efficacy endpoint was ${w.ep}.`,
  (w) => `Main outcome measures: ${w.Ep}.`,
  (w) => `The primary endpoint, ${w.ep}, was assessed in the intention-to-treat population.`,
  (w) => `Our primary outcome measure was ${w.ep}.`,
  (w) => `Main Outcomes and Measures: The primary outcome was ${w.ep}.`,
  (w) => `${w.Ep} was the primary end point.`,
  (w) => `The primary efficacy outcome was ${w.ep}, assessed by a blinded adjudication committee.`,
  (w) => `The trial's primary endpoint was ${w.ep}.`,
  (w) => `The prespecified primary outcome was ${w.ep}.`,
  (w) => `Efficacy was assessed by ${w.ep} (primary end point).`,
  (w) => `The primary outcome measure was ${w.ep}; secondary outcomes included safety and quality of life.`,
  (w) => `The primary objective was to compare ${w.ep} between the two groups.`,
  (w) => `${w.Ep} served as the primary endpoint.`,
];

/** Binary endpoint results: per-arm n/N (%) and the effect. */
export const BINARY_RESULT: Phrase[] = [
  (w) =>
    `The primary end point, ${w.ep}, occurred in ${w.e1} of ${w.n1} patients (${w.v1}%) in the ${w.A} group and in ${w.e0} of ${w.n0} (${w.v0}%) in the ${w.B} group (${w.fx}).`,
  (w) =>
    `${w.Ep} was ${w.v1}% (${w.e1}/${w.n1}) in the ${w.A} group and ${w.v0}% (${w.e0}/${w.n0}) with ${w.B} (${w.fx}).`,
  (w) =>
    `${w.Ep} was achieved by ${w.e1}/${w.n1} (${w.v1}%) patients receiving ${w.A} versus ${w.e0}/${w.n0} (${w.v0}%) receiving ${w.B}; ${w.fx}.`,
  (w) =>
    `A total of ${w.e1} patients (${w.v1}%) in the ${w.A} arm and ${w.e0} (${w.v0}%) in the ${w.B} arm had ${w.ep} (${w.fx}).`,
  (w) => `${w.Ep}: ${w.A} ${w.v1}% vs ${w.B} ${w.v0}% (${w.fx}).`,
  (w) => `${w.Ep} rates were ${w.v1}% and ${w.v0}% in the ${w.A} and ${w.B} groups, respectively (${w.fx}).`,
  (w) =>
    `More patients in the ${w.A} group than in the ${w.B} group had ${w.ep} (${w.e1} [${w.v1}%] vs ${w.e0} [${w.v0}%]; ${w.fx}).`,
  (w) =>
    `${w.Ep} occurred in ${w.v1}% of the ${w.A} group compared with ${w.v0}% of the ${w.B} group (${w.fx}).`,
  (w) =>
    `In the ${w.A} group, ${w.e1} of ${w.n1} patients (${w.v1}%) had ${w.ep}, as compared with ${w.e0} of ${w.n0} (${w.v0}%) in the ${w.B} group (${w.fx}).`,
  (w) =>
    `The rate of ${w.ep} was ${w.v1}% (n = ${w.e1}) for ${w.A} and ${w.v0}% (n = ${w.e0}) for ${w.B} (${w.fx}).`,
  (w) => `${w.A} resulted in ${w.ep} in ${w.v1}% of patients, compared with ${w.v0}% with ${w.B} (${w.fx}).`,
  (w) =>
    `${w.Ep} was observed in ${w.e1} (${w.v1}%) and ${w.e0} (${w.v0}%) patients in the ${w.A} and ${w.B} groups (${w.fx}).`,
  (w) =>
    `For the primary outcome of ${w.ep}, the rate was ${w.v1}% with ${w.A} versus ${w.v0}% with ${w.B} (${w.fx}).`,
  (w) => `${w.Ep} — ${w.A}: ${w.e1}/${w.n1} (${w.v1}%); ${w.B}: ${w.e0}/${w.n0} (${w.v0}%); ${w.fx}.`,
  (w) =>
    `Of patients assigned to ${w.A}, ${w.v1}% (${w.e1}/${w.n1}) met the primary end point of ${w.ep}, vs ${w.v0}% (${w.e0}/${w.n0}) of those assigned to ${w.B} (${w.fx}).`,
  (w) =>
    `${w.Ep} was reached by ${w.e1} (${w.v1}%) of ${w.n1} patients given ${w.A} and by ${w.e0} (${w.v0}%) of ${w.n0} given ${w.B} (${w.fx}).`,
];

/** Time-to-event results: medians per arm (months) and the hazard ratio. */
export const SURVIVAL_RESULT: Phrase[] = [
  (w) =>
    `Median ${w.ep} was ${w.v1} months in the ${w.A} group and ${w.v0} months in the ${w.B} group (${w.fx}).`,
  (w) =>
    `${w.A} significantly prolonged ${w.ep} compared with ${w.B} (median, ${w.v1} vs ${w.v0} months; ${w.fx}).`,
  (w) => `Median ${w.ep}: ${w.v1} months (${w.A}) versus ${w.v0} months (${w.B}); ${w.fx}.`,
  (w) => `${w.Ep} was longer with ${w.A} than with ${w.B} (median ${w.v1} v ${w.v0} months; ${w.fx}).`,
  (w) =>
    `At a median follow-up of 18.4 months, median ${w.ep} was ${w.v1} months for ${w.A} and ${w.v0} months for ${w.B} (${w.fx}).`,
  (w) =>
    `The median ${w.ep} in the ${w.A} and ${w.B} groups was ${w.v1} and ${w.v0} months, respectively (${w.fx}).`,
  (w) =>
    `${w.Ep} favoured ${w.A} (${w.fx}); median ${w.ep} was ${w.v1} months versus ${w.v0} months with ${w.B}.`,
  (w) =>
    `Median ${w.ep} reached ${w.v1} months in patients randomised to ${w.A} and ${w.v0} months in those randomised to ${w.B} (${w.fx}).`,
  (w) => `Median ${w.ep} was ${w.v1} mo with ${w.A} and ${w.v0} mo with ${w.B} (${w.fx}).`,
  (w) => `${w.Ep} (median): ${w.A} ${w.v1} months, ${w.B} ${w.v0} months; ${w.fx}.`,
  (w) =>
    `The ${w.A} group had a median ${w.ep} of ${w.v1} months, as compared with ${w.v0} months in the ${w.B} group (${w.fx}).`,
  (w) =>
    `Median ${w.ep} was ${w.v1} months among patients who received ${w.A} and ${w.v0} months among those who received ${w.B} (${w.fx}).`,
  (w) => `${w.Ep} was improved with ${w.A}: median ${w.v1} vs ${w.v0} months (${w.fx}).`,
  (w) =>
    `Compared with ${w.B}, ${w.A} reduced the risk of an ${w.ep} event (${w.fx}); medians were ${w.v1} and ${w.v0} months.`,
  (w) =>
    `With ${w.A}, the median ${w.ep} was ${w.v1} months, compared with ${w.v0} months with ${w.B} (${w.fx}).`,
];

/** Continuous results: mean change per arm and the mean difference. */
export const CONTINUOUS_RESULT: Phrase[] = [
  (w) =>
    `The mean change from baseline in ${w.measure} at ${w.tp} was ${w.v1} ${w.unit} in the ${w.A} group and ${w.v0} ${w.unit} in the ${w.B} group (${w.fx}).`,
  (w) => `${w.Ep} was ${w.v1} ${w.unit} with ${w.A} versus ${w.v0} ${w.unit} with ${w.B} (${w.fx}).`,
  (w) =>
    `Least-squares mean changes in ${w.measure} were ${w.v1} and ${w.v0} ${w.unit} for ${w.A} and ${w.B}, respectively (${w.fx}).`,
  (w) =>
    `Mean (SD) change in ${w.measure}: ${w.A}, ${w.v1} (${w.sd}) ${w.unit}; ${w.B}, ${w.v0} (${w.sd}) ${w.unit}; ${w.fx}.`,
  (w) =>
    `The adjusted mean change from baseline was ${w.v1} ${w.unit} (${w.A}) vs ${w.v0} ${w.unit} (${w.B}); ${w.fx}.`,
  (w) =>
    `Change in ${w.measure} at ${w.tp} was ${w.v1} ${w.unit} in the ${w.A} arm versus ${w.v0} ${w.unit} in the ${w.B} arm (${w.fx}).`,
  (w) =>
    `${w.measure.charAt(0).toUpperCase()}${w.measure.slice(1)} changed by ${w.v1} ${w.unit} with ${w.A} and by ${w.v0} ${w.unit} with ${w.B} (${w.fx}).`,
  (w) =>
    `At ${w.tp}, ${w.measure} had changed by a mean of ${w.v1} ${w.unit} in the ${w.A} group, as compared with ${w.v0} ${w.unit} in the ${w.B} group (${w.fx}).`,
  (w) =>
    `${w.Ep} (mean ± SD): ${w.v1} ± ${w.sd} ${w.unit} for ${w.A} vs ${w.v0} ± ${w.sd} ${w.unit} for ${w.B} (${w.fx}).`,
  (w) =>
    `The ${w.A} group showed a mean change of ${w.v1} ${w.unit} versus ${w.v0} ${w.unit} for ${w.B} (${w.fx}).`,
  (w) =>
    `Mean changes in ${w.measure} were ${w.v1} ${w.unit} and ${w.v0} ${w.unit} in the ${w.A} and ${w.B} groups (${w.fx}).`,
  (w) => `${w.Ep}: ${w.A}, ${w.v1} ${w.unit}; ${w.B}, ${w.v0} ${w.unit} (${w.fx}).`,
  (w) =>
    `For ${w.ep}, the least-squares mean change was ${w.v1} ${w.unit} (${w.A}) and ${w.v0} ${w.unit} (${w.B}); ${w.fx}.`,
  (w) =>
    `${w.A} produced a change of ${w.v1} ${w.unit} in ${w.measure}, compared with ${w.v0} ${w.unit} with ${w.B} (${w.fx}).`,
  (w) =>
    `The primary outcome, ${w.ep}, was ${w.v1} ${w.unit} in the ${w.A} group and ${w.v0} ${w.unit} in the ${w.B} group (${w.fx}).`,
  // The difference in a sentence of its own, its endpoint said in other words or not at all (decision 0085).
  (w) =>
    `${w.Ep} was ${w.v1} ${w.unit} with ${w.A} and ${w.v0} ${w.unit} with ${w.B}. Moreover, the average reduction in ${w.measure} by ${w.A} was larger (${w.fx}).`,
  (w) =>
    `Mean changes were ${w.v1} ${w.unit} with ${w.A} and ${w.v0} ${w.unit} with ${w.B}. There was a difference in ${w.measure} between the groups (${w.fx}).`,
  (w) =>
    `Patients treated with ${w.A} had lower levels of ${w.measure} (${w.fx}): ${w.v1} ${w.unit} vs ${w.v0} ${w.unit} with ${w.B}.`,
];

/** Names of each measure as papers print them: [full name, abbreviation]. */
export const MEASURE_NAMES: Record<'HR' | 'OR' | 'RR' | 'MD' | 'RD', [string, string][]> = {
  HR: [['hazard ratio', 'HR']],
  OR: [['odds ratio', 'OR']],
  RR: [
    ['relative risk', 'RR'],
    ['risk ratio', 'RR'],
  ],
  MD: [
    ['mean difference', 'MD'],
    ['between-group difference', 'MD'],
  ],
  RD: [
    ['risk difference', 'RD'],
    ['absolute difference', 'RD'],
  ],
};
