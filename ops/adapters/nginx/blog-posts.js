/**
 * A blog post's path on nginx (its locations: ./site.ts, blogPostLocations), repeating
 * ops/core/blog-posts.ts's rule: a slug the blog api does not know answers the app page with 404;
 * any other, or one the api could not answer for, the post's page. njs 0.7: no optional chaining.
 */

/** The locations of ./blog-posts.ts. */
const lookup = '/.blog-post-lookup';
const knownPage = '@blog_post';
const unknownPage = '@blog_post_unknown';

/** Whether the api's answer lists the post: true, false, or undefined when it is no blog api's answer. */
function listsPost(reply) {
  if (reply.status !== 200) return undefined;
  try {
    const docs = JSON.parse(reply.responseText).docs;
    return Array.isArray(docs) ? docs.length > 0 : undefined;
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- njs 0.7 needs the binding
  } catch (error) {
    return undefined;
  }
}

async function postPage(r) {
  const slug = encodeURIComponent(r.variables.blog_post_slug);
  const reply = await r.subrequest(lookup, { args: `where%5Bslug%5D%5Bequals%5D=${slug}&limit=1` });
  r.internalRedirect(listsPost(reply) === false ? unknownPage : knownPage);
}

export default { postPage };
