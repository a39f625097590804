// A remote is consumed through its exposed modules (see webpack.config.cjs); this entry only
// exists because webpack needs one.
export {};
