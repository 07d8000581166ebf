// The board webview (being written).
export {};
