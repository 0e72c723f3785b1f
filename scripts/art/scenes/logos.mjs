export const logos = {};
