import { describe, expect, it } from 'vitest';
import { phraseZh } from './glossary';
import { isLabelCell, tableLabelZh, tableTermZh } from './table-terms';

describe('tableTermZh', () => {
  it('renders column headers of arms with their n, keeping the n exactly', () => {
    expect(tableTermZh('Placebo (N=68)', 'header')).toBe('安慰剂组 (N=68)');
    expect(tableTermZh('Vernakalant (n = 129)', 'header')).toBe('维纳卡兰组 (n = 129)');
    expect(tableTermZh('Empagliflozin n = 43', 'header')).toBe('恩格列净组 (n = 43)');
    expect(tableTermZh('Placebo', 'header')).toBe('安慰剂组');
  });

  it('renders statistics, grades, visits and counting notes', () => {
    expect(tableTermZh('Hazard Ratio (95% CI)', 'header')).toBe('风险比 (95% CI)');
    expect(tableTermZh('P value', 'header')).toBe('P值');
    expect(tableTermZh('n (%)')).toBe('n（%）');
    expect(tableTermZh('Grade ≥3')).toBe('≥3级');
    expect(tableTermZh('Grade 3–4')).toBe('3–4级');
    expect(tableTermZh('Any')).toBe('任何');
    expect(tableTermZh('Week 26', 'header')).toBe('第26周');
    expect(tableTermZh('Male sex, n (%)')).toBe('男性，n（%）');
    expect(tableTermZh('Age (years)')).toBe('年龄（岁）');
    expect(tableTermZh('Median (IQR)')).toBe('中位（IQR）');
  });

  it('renders row labels of events and endpoints without turning them into groups', () => {
    expect(tableTermZh('Adverse event')).toBe('不良事件');
    expect(tableTermZh('Any SAE')).toBe('任何严重不良事件');
    expect(tableTermZh('Somnolence')).toBe('嗜睡');
    expect(tableTermZh('Grade ≥3 neutropenia')).toBe('≥3级中性粒细胞减少');
    expect(tableTermZh('Progression-free survival')).toBe('无进展生存期');
    expect(tableTermZh('Nausea')).toBe('恶心');
  });

  it('keeps a label with an unknown part whole, as printed (never half-translated)', () => {
    expect(tableTermZh('Frobnication index')).toBeNull();
    expect(tableTermZh('Placebo (blinded tablets)', 'header')).toBeNull();
    // Shown, it is the source's words marked as such, never English passed as Chinese.
    expect(tableLabelZh('Frobnication index')).toBe('“Frobnication index”');
    expect(tableLabelZh('HbA1c (%)')).toBe('HbA1c（%）');
    expect(tableLabelZh('Drug X (n = 400)', 'header')).toBe('“Drug X” (n = 400)');
    expect(tableLabelZh('IL-6 (pg/mL)')).toBe('IL-6 (pg/mL)');
    expect(tableTermZh('无进展生存期')).toBeNull();
    expect(tableTermZh('45 (66.2)')).toBeNull();
    // An age band or a duration: 岁 or 年 is not known from the label alone.
    expect(tableTermZh('6–12 years')).toBeNull();
  });

  it('tells labels from value cells', () => {
    expect(isLabelCell('Placebo')).toBe(true);
    expect(isLabelCell('45 (66.2)')).toBe(false);
    expect(isLabelCell('0.62 (0.51–0.75)')).toBe(false);
  });
});

describe('tableTermZh: baseline labels composed from characteristic + qualifier (decision 0074)', () => {
  it('puts the unit in brackets and the counting note after a comma, in any order', () => {
    expect(tableTermZh('Age, years, mean (SD)')).toBe('年龄（岁），均值（SD）');
    expect(tableTermZh('Age, mean (SD), y')).toBe('年龄（岁），均值（SD）');
    expect(tableTermZh('Weight, kg, mean (SD)')).toBe('体重（kg），均值（SD）');
    expect(tableTermZh('BMI, kg/m²')).toBe('BMI（kg/m²）');
    expect(tableTermZh('Body mass index, mean (SD), kg/m2')).toBe('体重指数（kg/m2），均值（SD）');
    expect(tableTermZh('Systolic blood pressure, mean (SD), mm Hg')).toBe('收缩压（mmHg），均值（SD）');
    expect(tableTermZh('Heart rate, mean (SD), beats/min')).toBe('心率（次/分），均值（SD）');
    expect(tableTermZh('Duration of heart failure, median (IQR), y')).toBe(
      '心力衰竭病程（年），中位数（IQR）',
    );
    expect(tableTermZh('Education (years)')).toBe('受教育年限（年）');
    expect(tableTermZh('Sex, male')).toBe('性别，男性');
    expect(tableTermZh('Sex (male)')).toBe('性别（男性）');
  });

  it('drops footnote marks and composes prior/duration/number-of labels', () => {
    expect(tableTermZh('Prior myocardial infarction,† n (%)')).toBe('既往心肌梗死，n（%）');
    expect(tableTermZh('Type 2 diabetes,* n (%)')).toBe('2型糖尿病，n（%）');
    expect(tableTermZh('Characteristic a')).toBe('特征');
    expect(tableTermZh('Duration of current AF episode, hours, mean (SD)')).toBe(
      '本次房颤发作持续时间（小时），均值（SD）',
    );
    expect(tableTermZh('Number of previous AF episodes, n (%)')).toBe('既往房颤发作次数，n（%）');
    expect(tableTermZh('Hypertension or diabetes')).toBe('高血压或糖尿病');
    expect(tableTermZh('Stroke/transient ischemic attack')).toBe('卒中/短暂性脑缺血发作');
  });

  it('renders durations and bands by their structure, years only with the context', () => {
    expect(tableTermZh('1 day')).toBe('1天');
    expect(tableTermZh('≤7 days')).toBe('≤7天');
    expect(tableTermZh('3–6 h')).toBe('3–6小时');
    expect(tableTermZh('Weeks 1–12')).toBe('第1–12周');
    expect(tableTermZh('Within 30 d')).toBe('30天内');
    expect(tableTermZh('Age ≥65 years')).toBe('年龄≥65岁');
    expect(tableTermZh('≥65 years')).toBeNull();
    expect(tableTermZh('≥65 years', 'row', { age: true })).toBe('≥65岁');
    expect(tableTermZh('<5 years', 'row', { age: false })).toBe('<5年');
    expect(tableTermZh('41 to 80 mg')).toBeNull();
  });

  it('names categories, people, countries and scale classes', () => {
    expect(tableTermZh('Missing data')).toBe('数据缺失');
    expect(tableTermZh('Unknown')).toBe('未知');
    expect(tableTermZh('None')).toBe('无');
    expect(tableTermZh('Black or African–American')).toBe('黑人或非裔美国人');
    expect(tableTermZh('American Indian or Alaskan Native')).toBe('美洲印第安人或阿拉斯加原住民');
    expect(tableTermZh('Israel')).toBe('以色列');
    expect(tableTermZh('South Africa')).toBe('南非');
    expect(tableTermZh('USA')).toBe('美国');
    expect(tableTermZh('New York Heart Association Class II, n (%)')).toBe('NYHA心功能II级，n（%）');
    expect(tableTermZh('NYHA class III–IV')).toBe('NYHA心功能III–IV级');
    expect(tableTermZh('ECOG 0')).toBe('ECOG评分0分');
    expect(tableTermZh('Concomitant medication')).toBe('合并用药');
  });
});

describe('phraseZh (arm and drug names with doses)', () => {
  it('renders drug INNs with their doses and ranges, numbers kept exactly', () => {
    expect(phraseZh('remifentanil 1 μg/kg')).toBe('瑞芬太尼1 μg/kg');
    expect(phraseZh('1–15 mg/day aripiprazole')).toBe('阿立哌唑（1–15 mg/日）');
    expect(phraseZh('intervention')).toBe('干预');
    expect(phraseZh('radiofrequency catheter ablation')).toBe('射频导管消融');
  });

  it('gives up on a name with an unknown word rather than half-translating it', () => {
    expect(phraseZh('basic intervention')).toBeNull();
    expect(phraseZh('remifentanil via frobnicator')).toBeNull();
  });
});

describe('tableTermZh: common baseline, safety and outcome rows composed (decision 0083)', () => {
  it('knows the common rows of baseline and safety tables', () => {
    const rows: [string, string][] = [
      ['Age, years', '年龄（岁）'],
      ['Body mass index, kg/m2', '体重指数（kg/m2）'],
      ['Prior stroke', '既往卒中'],
      ['Time since diagnosis, years', '确诊后时间（年）'],
      ['Intellectual disability', '智力障碍'],
      ['Smoking status', '吸烟状况'],
      ['Gastroenteritis', '胃肠炎'],
      ['Abdominal pain upper', '上腹痛'],
      ['Adverse events leading to discontinuation', '导致停药的不良事件'],
    ];
    for (const [en, zh] of rows) expect(tableTermZh(en)).toBe(zh);
  });

  it('reads a term in the singular or the plural', () => {
    expect(tableTermZh('Beta-blocker')).toBe('β受体阻滞剂');
    expect(tableTermZh('Smokers')).toBe('吸烟者');
    expect(tableTermZh('Infections')).toBe('感染');
  });

  it('builds labels from a qualifier and a known term or a code kept as printed', () => {
    expect(tableTermZh('MMSE score')).toBe('MMSE评分');
    expect(tableTermZh('CDRS-R total score, mean (SD)')).toBe('CDRS-R总分，均值（SD）');
    expect(tableTermZh('Baseline HbA1c')).toBe('基线HbA1c');
    expect(tableTermZh('ALT increased')).toBe('ALT升高');
    expect(tableTermZh('Blood prolactin increased')).toBe('血催乳素升高');
    expect(tableTermZh('30-day mortality')).toBe('30天死亡率');
    expect(tableTermZh('12-month follow-up')).toBe('12个月随访');
    expect(tableTermZh('In-hospital mortality')).toBe('院内死亡率');
    expect(tableTermZh('Time to recurrence')).toBe('至复发时间');
    expect(tableTermZh('Treatment-emergent SIB')).toBe('治疗期间出现的SIB');
    expect(tableTermZh('Family history of CAD')).toBe('CAD家族史');
    expect(tableTermZh('ACE inhibitor or ARB')).toBe('ACE抑制剂或ARB');
    expect(tableTermZh('Adjusted mean change (SE)')).toBe('校正平均变化（SE）');
  });

  it('splits a counting note printed without its comma, and a unit given with its statistic', () => {
    expect(tableTermZh('CHA2DS2-VASc median (IQR)')).toBe('CHA2DS2-VASc，中位数（IQR）');
    expect(tableTermZh('HAS - BLED median (IQR)')).toBe('HAS-BLED，中位数（IQR）');
    expect(tableTermZh('Median, months (95% CI)')).toBe('中位（个月），95% CI');
  });

  it('still needs every word: an unknown term under a known qualifier stays the source words', () => {
    expect(tableTermZh('Frobnication score')).toBeNull();
    expect(tableTermZh('Baseline frobnication')).toBeNull();
    expect(tableTermZh('Time to first frobnication')).toBeNull();
    expect(tableLabelZh('Wish to be dead')).toBe('“Wish to be dead”');
  });

  it('composes statistic headers from their parts (round 3)', () => {
    expect(tableTermZh('Difference or ratio (95% confidence interval) P', 'header')).toBe(
      '差值或比值（95%置信区间）/ P',
    );
    expect(tableTermZh('Mean Diff P', 'header')).toBe('均数差 / P');
    expect(tableTermZh('Hazard ratio (95% CI) P value', 'header')).toBe('风险比 (95% CI) / P值');
    expect(tableTermZh('Adjusted prevalence ratio', 'header')).toBe('校正患病率比');
    expect(tableTermZh('Adjusted mean change (SE)', 'header')).toBe('校正平均变化（SE）');
    expect(tableTermZh('Difference in adjusted means', 'header')).toBe('校正均值差值');
    expect(tableTermZh('Effect for Progesterone versus Placebo (95% CI)', 'header')).toBe(
      '黄体酮组对比安慰剂组的效应（95% CI）',
    );
    expect(tableTermZh('Change from day 0 to week 6', 'header')).toBe('第0天至第6周的变化');
    expect(tableTermZh('Change from baseline to week 12')).toBe('基线至第12周的变化');
    expect(tableTermZh('Difference (90% CI)')).toBe('差值 (90% CI)');
  });

  it('leaves a statistic header with an unknown part as the source words', () => {
    expect(tableTermZh('Frobnication P', 'header')).toBeNull();
    expect(tableTermZh('Heterogeneity test P value', 'header')).toBeNull();
    expect(tableTermZh('Effect for frobnication (95% CI)', 'header')).toBeNull();
    expect(tableTermZh('Difference in frobnication', 'header')).toBeNull();
    expect(tableTermZh('Change from day 0 to the frobnication', 'header')).toBeNull();
    expect(tableTermZh('Frobnication versus placebo', 'header')).toBeNull();
    // A P at a row label's end is no joined column.
    expect(tableTermZh('Mean Diff P')).toBeNull();
  });

  it('reads the joint movements and sides of a muscle-strength table', () => {
    expect(tableTermZh('Shoulder abduction')).toBe('肩外展');
    expect(tableTermZh('Ankle dorsiflexion')).toBe('踝背屈');
    expect(tableTermZh('Knee extension')).toBe('膝伸展');
    expect(tableTermZh('Upper extremities (in total)')).toBe('上肢（合计）');
    expect(tableTermZh('Left side')).toBe('左侧');
    expect(tableTermZh('Shoulder frobnication')).toBeNull();
    expect(tableTermZh('Frobnication flexion')).toBeNull();
  });

  it("reads a named scale's subscale by its domain, and leaves an unknown domain quoted", () => {
    expect(tableTermZh('ABC-J irritability subscale score')).toBe('ABC-J易激惹分量表评分');
    expect(tableTermZh('ABC-J hyperactivity subscale')).toBe('ABC-J多动分量表');
    expect(tableTermZh('ABC-J lethargy/social withdrawal subscale')).toBe('ABC-J嗜睡/社交退缩分量表');
    expect(tableTermZh('HAM-D frobnication subscale')).toBeNull();
  });

  it('reads the vessels and angiographic measures of stent trials, with their units', () => {
    expect(tableTermZh('In-stent late loss (mm)', 'header')).toBe('支架内晚期管腔丢失 (mm)');
    expect(tableTermZh('Minimal lumen area (mm2)')).toBe('最小管腔面积（mm2）');
    expect(tableTermZh('Left anterior descending')).toBe('左前降支');
  });
});
