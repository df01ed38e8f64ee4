export { MailboxSkeleton as default } from '@/components/mailbox/mailbox-skeleton';
