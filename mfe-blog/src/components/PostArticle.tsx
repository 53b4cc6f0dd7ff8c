/** A post's page body: a back link, its title, date and byline, then its text; and its placeholder. */
import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { paths } from 'shared/paths';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import type { BlogPost } from '../api/posts';
import { blogPostCopy } from '../content/blog-post';
import { PostContent } from './PostContent';
import { PostMeta } from './PostMeta';
import { LoadingStatus, SkeletonBar } from './Skeleton';
import styles from './PostArticle.module.scss';

function ArticleFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      <header className={styles.header}>
        <div className={styles.column}>
          <Link className={styles.back} to={paths.blog}>
            {blogPostCopy.back}
          </Link>
          {header}
        </div>
      </header>
      <div className={styles.column}>{children}</div>
    </>
  );
}

export function PostArticle({ post }: { post: BlogPost }) {
  return (
    <article className={styles.article}>
      <ArticleFrame
        header={
          <>
            <h1 className={styles.title}>{post.title}</h1>
            <PostMeta className={styles.meta} date={post.date} authorName={post.authorName} />
          </>
        }
      >
        <PostContent content={post.content} />
      </ArticleFrame>
    </article>
  );
}

export function PostArticleSkeleton() {
  return (
    <LoadingStatus className={styles.article} label={blogPostCopy.loading}>
      <ArticleFrame
        header={
          <>
            <h1 className={styles.title}>
              <VisuallyHidden>{blogPostCopy.loading}</VisuallyHidden>
              <SkeletonBar size="title" />
            </h1>
            <div className={styles.metaPlaceholder}>
              <SkeletonBar size="short" />
            </div>
          </>
        }
      >
        <div className={styles.textPlaceholder}>
          {Array.from({ length: 8 }, (_, index) => (
            <SkeletonBar key={index} size={index % 4 === 3 ? 'short' : 'text'} />
          ))}
        </div>
      </ArticleFrame>
    </LoadingStatus>
  );
}
