import type { Dictionary } from '../en';

export const saveOffline: Dictionary['saveOffline'] = {
  save: 'ఆఫ్‌లైన్ కోసం దాచండి',
  saved: 'ఆఫ్‌లైన్ కోసం దాచారు',
  savedOn: '{date}న దాచారు',
  failed: 'ఈ పేజీని దాచలేకపోయాం. ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.',
};
