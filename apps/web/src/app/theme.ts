import type { ThemeConfig } from 'antd';

/** CJK first so Chinese renders in a proper face on every OS; Latin falls through to the system UI font. */
export const FONT_STACK =
  '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", Roboto, ' +
  '"Helvetica Neue", Arial, sans-serif';

/** The spec's blue (#2A5A9B) leads; the rest are antd defaults tuned for a calm, dense work tool. */
export const BRAND_BLUE = '#2A5A9B';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    colorBgLayout: '#F3F5F9',
    borderRadius: 6,
    fontFamily: FONT_STACK,
  },
  components: {
    Layout: {
      headerBg: '#FFFFFF',
      headerHeight: 56,
      headerPadding: '0 20px',
      siderBg: '#FFFFFF',
      triggerBg: '#FFFFFF',
      triggerColor: '#6D8AA2',
    },
    Menu: {
      itemBorderRadius: 6,
      itemMarginInline: 8,
      activeBarBorderWidth: 0,
      itemSelectedBg: '#EAF1FA',
      itemSelectedColor: BRAND_BLUE,
    },
    Table: { headerBg: '#F7F8FA' },
  },
};
