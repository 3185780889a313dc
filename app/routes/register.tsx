import { BeingBuilt } from "~/components/being-built";

export default function Page() {
  return <BeingBuilt title="Register" />;
}
