'use client';

export { ErrorScreen as default } from '@/components/errors/error-screen';
