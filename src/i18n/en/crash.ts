/** The view of an island that crashed (src/islands/ErrorBoundary.tsx). */
export const crash = {
  title: 'Application Error',
  text: 'Something went wrong while loading the application.',
  details: 'Details',
  reload: 'Reload Page',
};
