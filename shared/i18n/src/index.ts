
export {};
