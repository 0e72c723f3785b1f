/** The outbox indicator and the toast (src/lib/leads/outbox-indicator.ts, src/lib/leads/sent-toast.ts). */
export const outbox = {
  waitingOne: '1 enquiry waiting to be sent',
  waitingMany: '{count} enquiries waiting to be sent',
  sendNow: 'Send now',
  discard: 'Discard',
  discardConfirm: 'Discard your saved enquiry? It will not be sent.',
  retryLater: "We couldn't reach our server. We'll try again later.",
  offlineSend: "You're offline. It will be sent when you're back online.",
  staleLead: 'We have not been able to send your enquiry for 7 days. Please call our Admissions team on',
  staleTail: 'Your enquiry stays saved on this device until it is sent or you discard it.',
  sentOne: "Your saved enquiry has been sent. We'll contact you soon.",
  sentMany: "Your saved enquiries have been sent. We'll contact you soon.",
};
