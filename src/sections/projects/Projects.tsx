export { Projects };
export type { ProjectsProps };

import { ContentImage } from '../shared/ContentImage';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { Image, SectionBase } from '../shared/types';

interface ProjectsProps extends SectionBase {
  /** Section heading (<h2>). */
  heading: string;
  /** Recent project pictures, in order. */
  images: Image[];
}

function Projects({ id, heading, images }: ProjectsProps) {
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="projects" id={id} heading={heading} headingId={headingId}>
      <ul className="projects-grid">
        {images.map((image) => (
          <li key={image.src} className="projects-item">
            <ContentImage image={image} slot="projects" className="projects-image" />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
