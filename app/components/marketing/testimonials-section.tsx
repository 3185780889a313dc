import { Star } from "lucide-react";
import { SectionHeading } from "./section-heading";
import { TESTIMONIALS, testimonialColumns, type Testimonial } from "./testimonials";

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="Loved by Business Teams">
          What early-access users in sales, marketing, operations, HR and finance say about working with InsightLab.
        </SectionHeading>
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {testimonialColumns(TESTIMONIALS, 3).map((column, c) => (
            <ul key={c} data-testimonial-column="" className="flex flex-col gap-6">
              {column.map((t) => (
                <TestimonialCard key={t.author} testimonial={t} />
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  const initials = t.author
    .split(" ")
    .map((w) => w[0])
    .join("")
    .slice(0, 2);
  return (
    <li data-testimonial="" className="rounded-2xl border bg-card p-6 shadow-xs">
      <figure>
        <div role="img" aria-label={`Rated ${t.rating} out of 5`} className="flex gap-0.5">
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} aria-hidden className={i < t.rating ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-muted-foreground/40"} />
          ))}
        </div>
        <blockquote className="mt-4 text-sm leading-relaxed">
          <p>“{t.quote}”</p>
        </blockquote>
        <figcaption className="mt-5 flex items-center gap-3">
          <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
            {initials}
          </span>
          <span>
            <span className="block text-sm font-semibold">{t.author}</span>
            <span className="block text-xs text-muted-foreground">{t.role}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
