import { DemoVideo } from "./demo-video";
import { SectionHeading } from "./section-heading";

export function DemoSection() {
  return (
    <section id="demo" aria-labelledby="demo-heading" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="demo-heading" eyebrow="Demo" title="See InsightLab in Action">
          Watch a sales file go from upload to a cleaned dataset, three answered questions and an exported report.
        </SectionHeading>
        <div className="mt-12">
          <DemoVideo />
        </div>
      </div>
    </section>
  );
}
