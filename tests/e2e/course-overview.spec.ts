/** A course page as it stands before the course-pages work: overview, call-back form, page views. */
import { test, expect, uniqueEmail, captured } from '../support/fixtures';

test('the call-back form sends the enquiry and clears its fields', async ({ page }) => {
  const email = uniqueEmail('callback');
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.goto('/courses/iit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IIT-JEE');

  const form = page.getByRole('region', { name: 'Request a Call Back' });
  const name = form.getByLabel('Full Name');
  await name.scrollIntoViewIfNeeded();
  await name.fill('Ravi Teja');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('9123456780');
  const course = form.getByLabel('Course');
  await expect(course.locator('option').nth(0)).toHaveText('Select a course');
  await expect(course.locator('option').last()).toHaveText('6th to 10th Foundation');
  await course.selectOption('iit');
  await form.getByRole('button', { name: 'Request a Call Back' }).click();

  await expect.poll(() => alerts).toEqual(['Thank you! We will get back to you soon.']);
  await expect(name).toHaveValue('');
  const rows = await captured(email);
  expect(rows).toHaveLength(1);
  expect(rows[0].body).toEqual({ name: 'Ravi Teja', email, phone: '9123456780', course: 'iit', message: '' });
});

test('the page counts its views from 5,000 to 14,999 and shows them with Indian grouping', async ({ page }) => {
  await page.goto('/courses/neet');
  const views = page.getByTestId('page-views');
  await expect(views).toHaveText(/^\d{1,2},\d{3} views$/);
  const count = Number((await views.textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(5000);
  expect(count).toBeLessThanOrEqual(14999);
});
