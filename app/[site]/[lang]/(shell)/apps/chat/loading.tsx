export { ChatSkeleton as default } from '@/components/chat/chat-skeleton';
