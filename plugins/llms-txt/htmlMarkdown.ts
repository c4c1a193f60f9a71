/**
 * Markdown copies of pages that have no Markdown source (the React pages, generated category
 * indexes): the built HTML's <main> converted with rehype-remark, so the copy says what the page
 * says. Parts that only make sense in a browser (scripts, buttons, forms, decorative images and
 * SVG drawings) are dropped first; site-relative links become absolute.
 */
import {load, type CheerioAPI} from 'cheerio';

import {htmlFragmentMarkdown} from '../../lib/markdownCopies';

export interface HtmlPage {
  title: string;
  description: string;
  /** Markdown of the main content, without the page's h1. */
  body: string;
}

const browserOnly = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'form',
  'nav',
  'dialog',
  '[hidden]',
  '[aria-hidden="true"]',
  'img[alt=""]',
  '.hash-link',
].join(', ');

export interface PageFacts {
  /** The page's h1, or its <title> without one. */
  title: string;
  description: string;
  /** A post's date (Open Graph's `article:published_time`), or an empty string. */
  published: string;
}

function factsOf($: CheerioAPI): PageFacts {
  const main = $('main').first();
  return {
    title: (main.find('h1').first().text() || $('title').text()).replace(/\s+/g, ' ').trim(),
    description: $('meta[name="description"]').attr('content') ?? '',
    published: $('meta[property="article:published_time"]').attr('content') ?? '',
  };
}

/** What llms.txt lists of a built page: its title, description and, for a post, its date. */
export function pageFacts(html: string): PageFacts {
  return factsOf(load(html));
}

/** Title, meta description and the main content of a built page as Markdown. */
export function htmlPageMarkdown(html: string, siteUrl: string): HtmlPage {
  const $ = load(html);
  const {title, description} = factsOf($);
  const main = $('main').first();
  main.find('h1').first().remove();
  main.find(browserOnly).remove();
  // React's server rendering separates adjacent text with empty comments.
  main
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  main.find('a[href^="/"], img[src^="/"]').each((_, element) => {
    const attribute = element.tagName === 'img' ? 'src' : 'href';
    const value = $(element).attr(attribute) ?? '';
    if (!value.startsWith('//')) $(element).attr(attribute, siteUrl + value);
  });
  const body = htmlFragmentMarkdown(main.html() ?? '');
  return {title, description, body};
}
