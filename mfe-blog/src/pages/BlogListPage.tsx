/** /blog (docs/product.md#routes-and-screens): 12 posts a page, newest first, the page number kept in the URL. */
import { useHydrating } from 'shared/hydrating';
import { useSearchParams } from 'shared/router';
import { PageHero } from 'shared/ui/page-hero';
import { fetchPosts } from '../api/posts';
import { useBlogApi } from '../api/use-blog-api';
import { Pager } from '../components/Pager';
import { PostGrid, PostGridSkeleton } from '../components/PostGrid';
import { StatusPanel } from '../components/StatusPanel';
import { blogListCopy } from '../content/blog-list';
import { pageIntros } from '../content/page-intros';
import styles from './BlogListPage.module.scss';

/** Spec section 9: 12 posts a page, 6 placeholders while they load. */
const POSTS_PER_PAGE = 12;
const PLACEHOLDERS = 6;

/** `?page=2` → 2; absent or not a page number → the first page. */
function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function BlogListPage() {
  const [searchParams] = useSearchParams();
  // A prerendered page is one HTML whatever the query: the server renders the first page, and the
  // hydration renders what the server rendered; `?page=2` is shown after it.
  const page = useHydrating() ? 1 : pageFromParam(searchParams.get('page'));
  const posts = useBlogApi(`posts page ${page}`, (blogApiUrl, signal) =>
    fetchPosts(blogApiUrl, { page, limit: POSTS_PER_PAGE }, signal),
  );

  return (
    <>
      <PageHero {...pageIntros.blog} />
      <div className={styles.body}>
        {posts.status === 'loading' && <PostGridSkeleton count={PLACEHOLDERS} label={blogListCopy.loading} />}
        {posts.status === 'failed' && (
          <StatusPanel level={2} title={blogListCopy.unavailable.title} body={blogListCopy.unavailable.body} />
        )}
        {posts.status === 'loaded' &&
          (posts.data.posts.length === 0 ? (
            <StatusPanel level={2} title={blogListCopy.empty} />
          ) : (
            <>
              <PostGrid posts={posts.data.posts} />
              {posts.data.totalPages > 1 && <Pager page={posts.data.page} totalPages={posts.data.totalPages} />}
            </>
          ))}
      </div>
    </>
  );
}
