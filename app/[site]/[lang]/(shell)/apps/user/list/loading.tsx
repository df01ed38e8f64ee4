export { MembersSkeleton as default } from '@/components/members/members-skeleton';
