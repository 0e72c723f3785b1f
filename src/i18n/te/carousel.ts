import type { Dictionary } from '../en';

export const carousel: Dictionary['carousel'] = {
  carousel: 'స్లైడ్‌షో',
  slide: 'స్లైడ్',
  slideOf: '{total}లో {number}',
  previous: 'మునుపటి స్లైడ్',
  next: 'తర్వాతి స్లైడ్',
  play: 'స్లైడ్‌షో ప్రారంభించండి',
  pause: 'స్లైడ్‌షో ఆపండి',
  goTo: '{number}వ స్లైడ్‌కు వెళ్లండి',
  goToTitled: '{number}వ స్లైడ్‌కు వెళ్లండి: {title}',
};
