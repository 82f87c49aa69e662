/** Word lists for generated people; plain facts, no real persons. */
export const firstNames = [
  'Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farah', 'Goran', 'Hana', 'Ines', 'Jonas', 'Kofi', 'Lena',
  'Mateo', 'Nadia', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Ximena',
  'Yusuf', 'Zoe', 'Amara', 'Benedikt', 'Carmen', 'Diego', 'Emeka', 'Freya', 'Gustav', 'Hiro', 'Ilse', 'Jamal',
];
export const lastNames = [
  'Abara', 'Berg', 'Castillo', 'Dubois', 'Eriksen', 'Fontaine', 'Grünwald', 'Haddad', 'Ivanova', 'Jensen',
  'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quispe', 'Rossi', 'Schmidt', 'Tanaka',
  'Uddin', 'Varga', 'Watanabe', 'Xu', 'Yilmaz', 'Zimmermann', 'Almeida', 'Brennan', 'Costa', 'Demir',
];
export const jobTitles = [
  'Software Engineer', 'Engineering Manager', 'Product Manager', 'Designer', 'Support Specialist',
  'Site Reliability Engineer', 'Data Analyst', 'QA Engineer', 'Technical Writer', 'IT Administrator',
  'Sales Engineer', 'Finance Partner', 'Recruiter', 'Security Analyst',
];
export const departments = ['Engineering', 'Product', 'Design', 'Support', 'Operations', 'Finance', 'People', 'Sales', 'Security'];
export const locations = ['Berlin', 'Lisbon', 'Nairobi', 'Toronto', 'Sydney', 'Singapore', 'Austin', 'Warsaw', 'Remote'];
export const zones = ['Europe/Berlin', 'Europe/Lisbon', 'Africa/Nairobi', 'America/Toronto', 'Australia/Sydney', 'Asia/Singapore', 'America/Chicago', 'Europe/Warsaw', 'UTC'];
export const locales = ['en-US', 'en-GB', 'de-DE', 'pt-PT', 'fr-FR', 'ja-JP', 'pl-PL'];
export const tokenLabels = [
  'CI pipeline', 'Jira automation', 'Backup script', 'Zapier', 'Terraform', 'Reporting dashboard',
  'Personal scripts', 'Migration 2024', 'Slack bot', 'Release notes generator', 'Data export', 'VS Code',
  'Confluence sync', 'Grafana', 'Test runner', 'Onboarding tool',
];
