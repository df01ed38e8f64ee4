// Only the inbox streams a skeleton: under [folder] an unknown label must answer 404, which a
// response already streaming cannot.
export { MailboxSkeleton as default } from '@/components/mailbox/mailbox-skeleton';
