import type { ThemeConfig } from 'antd';

/** A calm console look: white work area, dark navigation, one blue accent. */
export const SIDER_BG = '#0f1b2d';

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d6fd6',
    colorInfo: '#1d6fd6',
    borderRadius: 6,
    colorBgLayout: '#f4f6f9',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 20px', headerHeight: 56, siderBg: SIDER_BG, triggerBg: '#0b1422' },
    Menu: { darkItemBg: SIDER_BG, darkSubMenuItemBg: '#0b1422', darkItemSelectedBg: '#1d6fd6' },
  },
};

/**
 * For users whose system asks for reduced motion: dialogs, drawers, menus and messages appear and leave at once.
 * Durations are near zero, not zero, and antd's `motion: false` is not used: the components still run their motion
 * steps (a dialog's fields mount once it is visible, autoFocus, afterClose), which need a transition that ends.
 */
export const REDUCED_MOTION_DURATION = '0.01s';

export const reducedMotionTheme: ThemeConfig = {
  ...consoleTheme,
  token: {
    ...consoleTheme.token,
    motionDurationFast: REDUCED_MOTION_DURATION,
    motionDurationMid: REDUCED_MOTION_DURATION,
    motionDurationSlow: REDUCED_MOTION_DURATION,
  },
};
