import { bullets, footnotes, groups, type Lang, type LayoutSample, slide, text } from '../build';

/** Samples of the bullet and text slides hcp_ppt_a_019..023. */

const both = (make: (lang: Lang) => ReturnType<typeof slide>): LayoutSample => ({
  zh: make('zh'),
  en: make('en'),
});

export const hcpPptA019Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_019', 'roche_slide', [
    text('title', zh ? '研究设计要点' : 'Study design at a glance'),
    groups(
      'text_group',
      zh
        ? [
            ['研究人群', ['IIIB–IV期非鳞状非小细胞肺癌，既往未接受系统治疗', 'ECOG体能状态评分0–1分']],
            ['治疗方案', ['维拉利单抗200 mg每3周一次 + 卡铂/培美曲塞', '对照组：安慰剂 + 卡铂/培美曲塞']],
            ['终点', ['主要终点：独立评审评估的PFS', '次要终点：OS、ORR、缓解持续时间、安全性']],
          ]
        : [
            [
              'Population',
              ['Stage IIIB–IV non-squamous NSCLC, no prior systemic therapy', 'ECOG performance status 0–1'],
            ],
            [
              'Treatment',
              [
                'Velarimab 200 mg every 3 weeks + carboplatin/pemetrexed',
                'Control: placebo + carboplatin/pemetrexed',
              ],
            ],
            [
              'Endpoints',
              [
                'Primary: PFS by blinded independent review',
                'Secondary: OS, ORR, duration of response, safety',
              ],
            ],
          ],
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA020Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_020', 'roche_slide', [
    text('title', zh ? '研究背景' : 'Background'),
    text(
      'subtitle_1',
      zh
        ? '晚期非小细胞肺癌一线治疗仍有未满足的需求'
        : 'First-line treatment of advanced NSCLC leaves needs unmet',
    ),
    bullets(
      'text_1',
      zh
        ? [
            '肺癌是全球癌症死亡的首要原因，其中约85%为非小细胞肺癌。',
            '对于无驱动基因突变的晚期患者，含铂化疗联合免疫检查点抑制剂已成为一线标准治疗，但仍有相当比例的患者未能获益。',
            'ORCHID-3研究旨在评估维拉利单抗联合化疗在这一人群中的疗效与安全性。',
          ]
        : [
            'Lung cancer is the leading cause of cancer death worldwide; about 85% of cases are non-small-cell lung cancer.',
            'For advanced disease without driver mutations, platinum chemotherapy with an immune checkpoint inhibitor is the first-line standard, yet many patients do not benefit.',
            'ORCHID-3 assessed the efficacy and safety of velarimab plus chemotherapy in this population.',
          ],
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA021Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_021', 'roche_slide', [
    text('title', zh ? 'ORCHID-3研究三大发现' : 'Three findings of ORCHID-3'),
    text(
      'text_1',
      zh
        ? '随机、双盲、安慰剂对照III期研究，616例患者按2:1随机分组'
        : 'Randomised, double-blind, placebo-controlled phase 3 trial; 616 patients randomised 2:1',
    ),
    text(
      'text_2',
      zh
        ? '中位PFS 8.6 vs 5.1个月（HR 0.62），中位OS 22.3 vs 16.9个月（HR 0.71）'
        : 'Median PFS 8.6 vs 5.1 months (HR 0.62); median OS 22.3 vs 16.9 months (HR 0.71)',
    ),
    text(
      'text_3',
      zh
        ? '3级及以上治疗相关不良事件发生率相近（45.1% vs 42.7%），未发现新的安全性信号'
        : 'Grade 3 or higher treatment-related adverse events were similar (45.1% vs 42.7%); no new safety signals',
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA022Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_022', 'roche_slide', [
    text('title', zh ? '临床实践要点' : 'Points for clinical practice'),
    bullets(
      'text_1',
      zh
        ? [
            '治疗前检测PD-L1表达与驱动基因状态',
            '维拉利单抗联合化疗可用于各PD-L1表达水平的患者',
            '密切监测免疫相关不良事件，尤其是肺炎和甲状腺功能异常',
            '疾病进展后可继续评估后续治疗选择',
          ]
        : [
            'Test PD-L1 expression and driver genes before treatment',
            'Velarimab plus chemotherapy suits every PD-L1 expression level',
            'Watch for immune-related events, especially pneumonitis and thyroid dysfunction',
            'Review later-line options at progression',
          ],
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA023Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_023', 'roche_slide', [
    text('title', zh ? '结论' : 'Conclusions'),
    groups(
      'text_group',
      zh
        ? [
            [
              'ORCHID-3研究结论',
              [
                '维拉利单抗联合化疗显著延长PFS和OS',
                '客观缓解率提高，缓解持久',
                '安全性可控，与已知特征一致',
                '支持其作为晚期非鳞状NSCLC的一线治疗选择',
              ],
            ],
            ['未显示的第二组', ['此组不在本版式中显示']],
          ]
        : [
            [
              'What ORCHID-3 shows',
              [
                'Velarimab plus chemotherapy significantly prolonged PFS and OS',
                'More patients responded, and responses lasted',
                'Safety was manageable and in line with the known profile',
                'It supports first-line use in advanced non-squamous NSCLC',
              ],
            ],
            ['A second group, not shown', ['This layout draws only the first group']],
          ],
    ),
    ...footnotes(lang),
  ]);
});
