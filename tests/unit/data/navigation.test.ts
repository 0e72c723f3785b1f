/** The course a page belongs to, which its enquiry and call-back forms open with chosen. */
import { describe, expect, it } from 'vitest';
import { courseOfPage } from '@/data/navigation';

describe('courseOfPage', () => {
  it.each([
    ['/courses/neet', 'neet'],
    ['/courses/neet/', 'neet'],
    ['/courses/upsc/current-affairs-pdfs/', 'upsc'],
    ['/te/courses/appsc-groups/current-affairs-pdfs/', 'appsc-groups'],
    ['/courses/appsc-tgpsc/', 'appsc-tgpsc'],
    ['/courses/6th-to-10th-foundation/', '6th-to-10th-foundation'],
    ['/', undefined],
    ['/register/', undefined],
    ['/courses/upscx/', undefined],
    ['/about/courses/upsc/', undefined],
  ])('%s → %s', (path, course) => {
    expect(courseOfPage(path)).toBe(course);
  });
});
