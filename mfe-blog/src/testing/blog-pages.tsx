/** The blog's two pages where the shell puts a remote's page: in a Suspense boundary, which a failed load leaves to the browser. */
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from 'shared/paths';
import { BlogListPage } from '../pages/BlogListPage';
import { BlogPostPage } from '../pages/BlogPostPage';

export function BlogPages() {
  return (
    <Suspense fallback={<p>The page is loading</p>}>
      <Routes>
        <Route path={paths.blog} element={<BlogListPage />} />
        <Route path={paths.blogPost} element={<BlogPostPage />} />
      </Routes>
    </Suspense>
  );
}
