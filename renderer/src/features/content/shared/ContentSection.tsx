import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../shared/PageHeader';

/** One of the area's cross-page screens: the area's header, its tabs, then the screen. */
export function ContentSection({ description, children }: { description: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title="Content" icon={<ArticleOutlined />} description={description} />
      {children}
    </>
  );
}
