import { describe, expect, it } from 'vitest';
import { brandingFor } from '@/lib/page/route-branding';

describe('brandingFor', () => {
  it.each([
    ['/', ['Vijayawada', 'Hyderabad'], 'default'],
    ['/about', ['Vijayawada', 'Hyderabad'], 'default'],
    ['/no-such-page', ['Vijayawada', 'Hyderabad'], 'default'],
    ['/courses/upsc', ['Vijayawada', 'Hyderabad'], 'upsc'],
    ['/courses/upsc/current-affairs', ['Vijayawada', 'Hyderabad'], 'upsc'],
    ['/courses/iit', ['Vijayawada'], 'iit'],
    ['/courses/neet', ['Vijayawada'], 'neet'],
    ['/courses/clat', ['Vijayawada'], 'default'],
    ['/courses/bank-ssc', ['Vijayawada'], 'default'],
    ['/courses/judicial-services', ['Vijayawada'], 'default'],
    ['/courses/appsc-tgpsc', ['Vijayawada'], 'groups'],
    ['/courses/appsc-groups/current-affairs', ['Vijayawada'], 'groups'],
    ['/courses/tgpsc-groups', ['Vijayawada'], 'groups'],
    ['/courses/eamcet', ['Vijayawada', 'Hyderabad'], 'default'],
  ])('%s shows %j with the %s logo', (path, campuses, brand) => {
    expect(brandingFor(path)).toEqual({ campuses, brand });
  });
});
