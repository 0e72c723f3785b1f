/** The PDF listing and its lead form's dialog. */
export const pdf = {
  title: 'Current Affairs PDFs',
  category: 'Category',
  allCategories: 'All categories',
  errorTitle: 'Error loading PDFs',
  errorText: 'Failed to load PDFs. Please try again later.',
  tryAgain: 'Try Again',
  emptyTitle: 'No PDFs found',
  emptyText: 'There are no PDFs available at the moment. Please check back later or contact support.',
  download: 'Download PDF',
  comingSoon: 'PDF coming soon',
  dialogTitle: 'Download {title}',
  close: 'Close',
  ready: 'Thank you! Your PDF is ready.',
  open: 'Open the PDF',
  fillForm: 'Please fill out the form to download the PDF.',
  submitAndDownload: 'Submit and Download',
};
