import type {ComponentType, ReactNode, SVGProps} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import GitHub from '@theme/Icon/Socials/GitHub';
import DefaultSocialIcon from '@theme/Icon/Socials/Default';

// The theme's own styles for this component, so that its layout rules stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

/** The platforms our authors (blog/authors.yml) link; any other gets the theme's generic icon. */
const platforms: Record<string, {Icon: ComponentType<SVGProps<SVGSVGElement>>; label: string}> = {
  github: {Icon: GitHub, label: 'GitHub'},
};

/**
 * Ejected from the classic theme: its version imports the logos of twelve platforms, 5.7 KiB gzip
 * of script on every blog page, where our authors link GitHub only.
 */
export default function BlogAuthorSocials({author}: {author: Props['author']}): ReactNode {
  return (
    <div className={styles.authorSocials}>
      {Object.entries(author.socials ?? {}).map(([platform, link]) => {
        const {Icon, label} = platforms[platform] ?? {Icon: DefaultSocialIcon, label: platform};
        return (
          <Link key={platform} className={styles.authorSocialLink} href={link} title={label}>
            <Icon className={clsx(styles.authorSocialIcon)} />
          </Link>
        );
      })}
    </div>
  );
}
