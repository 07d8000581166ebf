// The theme variables VS Code puts on a webview's <html>, for the colours the
// board uses; values from the Light Modern, Dark Modern and High Contrast themes.

export type ThemeKind = 'light' | 'dark' | 'high-contrast';

const COMMON = {
  '--vscode-font-family':
    "-apple-system, BlinkMacSystemFont, 'Segoe WPC', 'Segoe UI', 'Ubuntu', 'Droid Sans', sans-serif",
  '--vscode-font-size': '13px',
  '--vscode-font-weight': 'normal',
  '--vscode-editor-font-family': "Menlo, Monaco, 'Courier New', monospace",
  '--vscode-editor-font-size': '14px',
};

const THEMES: Record<ThemeKind, Record<string, string>> = {
  light: {
    '--vscode-foreground': '#3b3b3b',
    '--vscode-descriptionForeground': '#3b3b3b',
    '--vscode-disabledForeground': 'rgba(97, 97, 97, 0.5)',
    '--vscode-errorForeground': '#f85149',
    '--vscode-focusBorder': '#005fb8',
    '--vscode-editor-background': '#ffffff',
    '--vscode-editor-foreground': '#3b3b3b',
    '--vscode-editorWidget-background': '#f8f8f8',
    '--vscode-widget-border': '#e5e5e5',
    '--vscode-button-background': '#005fb8',
    '--vscode-button-foreground': '#ffffff',
    '--vscode-button-hoverBackground': '#0258a8',
    '--vscode-button-border': 'rgba(0, 0, 0, 0.1)',
    '--vscode-button-secondaryBackground': '#e5e5e5',
    '--vscode-button-secondaryForeground': '#3b3b3b',
    '--vscode-button-secondaryHoverBackground': '#cccccc',
    '--vscode-input-background': '#ffffff',
    '--vscode-input-foreground': '#3b3b3b',
    '--vscode-input-border': '#cecece',
    '--vscode-input-placeholderForeground': '#767676',
    '--vscode-dropdown-background': '#ffffff',
    '--vscode-dropdown-foreground': '#3b3b3b',
    '--vscode-dropdown-border': '#cecece',
    '--vscode-inputValidation-errorBorder': '#be1100',
    '--vscode-testing-iconPassed': '#388a34',
    '--vscode-editorLightBulb-foreground': '#ddb100',
    '--vscode-textLink-foreground': '#005fb8',
  },
  dark: {
    '--vscode-foreground': '#cccccc',
    '--vscode-descriptionForeground': '#9d9d9d',
    '--vscode-disabledForeground': 'rgba(204, 204, 204, 0.5)',
    '--vscode-errorForeground': '#f85149',
    '--vscode-focusBorder': '#0078d4',
    '--vscode-editor-background': '#1f1f1f',
    '--vscode-editor-foreground': '#cccccc',
    '--vscode-editorWidget-background': '#202020',
    '--vscode-widget-border': '#313131',
    '--vscode-button-background': '#0078d4',
    '--vscode-button-foreground': '#ffffff',
    '--vscode-button-hoverBackground': '#026ec1',
    '--vscode-button-border': 'rgba(255, 255, 255, 0.07)',
    '--vscode-button-secondaryBackground': '#313131',
    '--vscode-button-secondaryForeground': '#cccccc',
    '--vscode-button-secondaryHoverBackground': '#3c3c3c',
    '--vscode-input-background': '#313131',
    '--vscode-input-foreground': '#cccccc',
    '--vscode-input-border': '#3c3c3c',
    '--vscode-input-placeholderForeground': '#989898',
    '--vscode-dropdown-background': '#313131',
    '--vscode-dropdown-foreground': '#cccccc',
    '--vscode-dropdown-border': '#3c3c3c',
    '--vscode-inputValidation-errorBorder': '#be1100',
    '--vscode-testing-iconPassed': '#73c991',
    '--vscode-editorLightBulb-foreground': '#ffcc00',
    '--vscode-textLink-foreground': '#4daafc',
  },
  // High contrast defines no button background: the board must fall back on its own.
  'high-contrast': {
    '--vscode-foreground': '#ffffff',
    '--vscode-descriptionForeground': 'rgba(255, 255, 255, 0.7)',
    '--vscode-disabledForeground': '#a5a5a5',
    '--vscode-errorForeground': '#f48771',
    '--vscode-focusBorder': '#f38518',
    '--vscode-contrastBorder': '#6fc3df',
    '--vscode-contrastActiveBorder': '#f38518',
    '--vscode-editor-background': '#000000',
    '--vscode-editor-foreground': '#ffffff',
    '--vscode-editorWidget-background': '#0c141f',
    '--vscode-button-foreground': '#ffffff',
    '--vscode-button-border': '#6fc3df',
    '--vscode-button-secondaryForeground': '#ffffff',
    '--vscode-input-background': '#000000',
    '--vscode-input-foreground': '#ffffff',
    '--vscode-input-border': '#6fc3df',
    '--vscode-dropdown-background': '#000000',
    '--vscode-dropdown-foreground': '#ffffff',
    '--vscode-dropdown-border': '#6fc3df',
    '--vscode-inputValidation-errorBorder': '#f48771',
    '--vscode-testing-iconPassed': '#73c991',
    '--vscode-editorLightBulb-foreground': '#ffcc00',
    '--vscode-textLink-foreground': '#21a6ff',
  },
};

/** A style sheet that sets the theme's variables, as VS Code's inline style on <html> does. */
export function themeCss(kind: ThemeKind): string {
  const variables = { ...COMMON, ...THEMES[kind] };
  return `html {\n${Object.entries(variables)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}\n`;
}

/** The classes VS Code puts on <body> for a theme kind. */
export function themeClass(kind: ThemeKind): string {
  return `vscode-${kind}`;
}

export function themeVariable(kind: ThemeKind, name: string): string | undefined {
  return THEMES[kind][name];
}
