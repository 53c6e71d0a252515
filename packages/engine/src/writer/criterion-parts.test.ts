import { describe, expect, it } from 'vitest';
import { criterionPartsZh } from './criterion-parts';
import { criterionText } from './output-text';

describe('criterionPartsZh', () => {
  it('composes a criterion from a known condition, a duration range and a comparison', () => {
    expect(criterionPartsZh('recent-onset symptomatic AF (>3 h to ≤7 days)')).toBe(
      '新发症状性心房颤动（病程>3小时至≤7天）',
    );
    expect(criterionPartsZh('hemodynamically stable')).toBe('血流动力学稳定');
    expect(criterionPartsZh('acute coronary syndrome or myocardial infarction')).toBe(
      '急性冠脉综合征或心肌梗死',
    );
    expect(criterionPartsZh('an uncorrected QT interval of more than 0.44 s')).toBe('未校正QT间期>0.44秒');
    expect(criterionPartsZh('brain metastases.')).toBe('脑转移');
    expect(criterionPartsZh('a left ventricular ejection fraction <40%')).toBe('左心室射血分数<40%');
    expect(criterionPartsZh('symptomatic bradycardia of less than 50 bpm')).toBe('症状性心动过缓<50 bpm');
  });

  it('reads "and" as 和, "with" as 伴 and "without" as 且无 — never the arm glossary 联合', () => {
    expect(criterionPartsZh('heart failure and hypertension')).toBe('心力衰竭和高血压');
    expect(criterionPartsZh('stable angina with diameter stenosis >70%')).toBe('稳定型心绞痛伴直径狭窄>70%');
    expect(criterionPartsZh('a QRS interval of more than 0.14 s without a pacemaker')).toBe(
      'QRS间期>0.14秒且无起搏器',
    );
    expect(criterionPartsZh('stroke, myocardial infarction, or unstable angina')).toBe(
      '卒中、心肌梗死或不稳定型心绞痛',
    );
    expect(criterionPartsZh('diabetes, hypertension and obesity')).toBe('糖尿病、高血压和肥胖');
  });

  it('writes history, known, previous, contraindication, allergy and use around the condition', () => {
    expect(criterionPartsZh('history of transient ischemic attack (TIA)')).toBe('短暂性脑缺血发作病史');
    expect(criterionPartsZh('a history of stroke')).toBe('卒中病史');
    expect(criterionPartsZh('known brain metastases')).toBe('已知脑转移');
    expect(criterionPartsZh('known epilepsy')).toBe('已知癫痫');
    expect(criterionPartsZh('previous myocardial infarction')).toBe('既往心肌梗死');
    expect(criterionPartsZh('Contraindication to oral anticoagulation')).toBe('口服抗凝治疗禁忌证');
    expect(criterionPartsZh('any contraindications for nerve block')).toBe('神经阻滞禁忌证');
    expect(criterionPartsZh('known hypersensitivity to the study drug')).toBe('对研究药物过敏');
    expect(criterionPartsZh('allergy or intolerance to opioids')).toBe('对阿片类药物过敏或不耐受');
    expect(criterionPartsZh('treatment with insulin')).toBe('接受胰岛素治疗');
    expect(criterionPartsZh('uncontrolled hypertension')).toBe('未控制的高血压');
  });

  it('places a time window before what it qualifies', () => {
    expect(criterionPartsZh('myocardial infarction within 3 months')).toBe('近3个月内心肌梗死');
    expect(criterionPartsZh('stroke within the past 6 months')).toBe('近6个月内卒中');
    expect(criterionPartsZh('use of corticosteroids within 2 weeks before randomisation')).toBe(
      '随机分组前2周内使用糖皮质激素',
    );
    expect(criterionPartsZh('cardiac surgery performed in the 30 days before planned enrolment')).toBe(
      '入组前30天内心脏手术',
    );
    expect(criterionPartsZh('angina within the preceding year')).toBe('近1年内心绞痛');
    expect(criterionPartsZh('systolic blood pressure <90 mm Hg at screening')).toBe('筛选时收缩压<90 mm Hg');
  });

  it('writes fixed criteria: pregnancy and breast-feeding, another trial, NYHA class', () => {
    expect(criterionPartsZh('pregnant or breast-feeding women')).toBe('妊娠或哺乳期');
    expect(criterionPartsZh('Pregnancy or breastfeeding')).toBe('妊娠或哺乳期');
    expect(criterionPartsZh('current participation in another clinical trial')).toBe('正在参加其他临床试验');
    expect(criterionPartsZh('participation in another study')).toBe('参加其他研究');
    expect(criterionPartsZh('NYHA class III–IV')).toBe('NYHA心功能III–IV级');
    expect(criterionPartsZh('New York Heart Association (NYHA) functional class II to IV')).toBe(
      'NYHA心功能II级至IV级',
    );
    expect(criterionPartsZh('heart failure NYHA III/IV')).toBe('心力衰竭（NYHA心功能III/IV级）');
    expect(criterionPartsZh('congestive heart failure (New York Heart Association grade 2 or worse)')).toBe(
      '充血性心力衰竭（NYHA心功能≥2级）',
    );
  });

  it('copies lab thresholds, ranges and scores with the printed units', () => {
    expect(criterionPartsZh('creatinine clearance <30 mL/min')).toBe('肌酐清除率<30 mL/min');
    expect(criterionPartsZh('estimated glomerular filtration rate (eGFR) < 30 ml/min/1.73 m2')).toBe(
      '估算肾小球滤过率<30 ml/min/1.73 m2',
    );
    expect(criterionPartsZh('body mass index ≥ 40 kg/m2')).toBe('体重指数≥40 kg/m2');
    expect(criterionPartsZh('a CHA2DS2-VASc score of 2 or higher')).toBe('CHA2DS2-VASc评分≥2分');
    expect(criterionPartsZh('reference vessel diameter of 2.5–4.0 mm')).toBe('参考血管直径2.5–4.0 mm');
    expect(criterionPartsZh('reference vessel diameter of 2.5 to 4.0 mm')).toBe('参考血管直径2.5 mm至4.0 mm');
    expect(criterionPartsZh('age under 18')).toBe('年龄<18岁');
    expect(criterionPartsZh('low ejection fraction (<40%)')).toBe('低射血分数（<40%）');
  });

  it('drops a lead, an abbreviation and a closing citation; reads a list after the lead', () => {
    expect(
      criterionPartsZh(
        'Inclusion criteria were the presence of stable angina, unstable angina, or silent ischemia.',
      ),
    ).toBe('稳定型心绞痛、不稳定型心绞痛或无症状心肌缺血');
    expect(criterionPartsZh('Patients were excluded if they had: heart failure or stroke')).toBe(
      '心力衰竭或卒中',
    );
    expect(criterionPartsZh('cardiogenic shock [12]')).toBe('心源性休克');
    expect(criterionPartsZh('severe renal impairment14,15')).toBe('严重肾功能损害');
  });

  it('answers at once for a long criterion of many joined parts', () => {
    const many = Array.from({ length: 12 }, () => 'stroke or heart failure and unknownword').join(' or ');
    const started = Date.now();
    expect(criterionPartsZh(many.slice(0, 230))).toBeNull();
    expect(criterionPartsZh(`${many} ${many}`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('composes nothing when a word is not read', () => {
    expect(criterionPartsZh('heart failure or unexplained syncope')).toBeNull();
    expect(criterionPartsZh('patients with heart failure')).toBeNull();
    expect(criterionPartsZh('any advanced underlying disease')).toBeNull();
    expect(criterionPartsZh('history of recent infection (1 month prior to blood sampling)')).toBeNull();
  });
});

describe('criterionText', () => {
  it('never writes a negated fact as the fact', () => {
    expect(criterionText('lack of written informed consent', 'zh-cn')).toContain('原文');
    expect(criterionText('not willing to sign an informed consent', 'zh-cn')).toContain('原文');
    expect(criterionText('written informed consent', 'zh-cn')).toBe('签署知情同意书');
  });
});
