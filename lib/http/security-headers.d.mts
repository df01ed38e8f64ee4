export interface PolicySources {
  scripts: string[];
  connect: string[];
  images: string[];
}

export function contentSecurityPolicy(sources: PolicySources): string;

export function securityHeaders(options?: {
  production?: boolean;
  https?: boolean;
}): { key: string; value: string }[];
