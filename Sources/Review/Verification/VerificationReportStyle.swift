/// The verification report's style sheet and script, inline so the page
/// needs nothing but its own folder.
enum VerificationReportStyle {
    static let css = """
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 22px; margin: 0 0 8px; }
        h2 { font-size: 16px; margin: 0 0 4px; word-break: break-all; }
        .summary { font-size: 18px; font-weight: 600; margin: 0; }
        .summary.ok { color: #248a3d; } .summary.bad { color: #d70015; }
        .tolerance { color: #6c6c70; margin-top: 4px; }
        .card { background: #fff; border-radius: 12px; padding: 16px; margin: 16px 0; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        .why { color: #6c6c70; margin: 0 0 12px; }
        .images { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 12px; align-items: start; }
        figure { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        .images img { width: 100%; height: auto; border: 1px solid #d1d1d6; }
        .stack { position: relative; }
        .stack img { display: block; }
        .stack .over { position: absolute; left: 0; top: 0; opacity: .5; }
        .onion label { display: flex; gap: 6px; align-items: center; margin-top: 6px; color: #6c6c70; }
        .onion input { flex: 1; }
        .passed { columns: 3 16em; padding-left: 1.2em; color: #248a3d; }
        """

    /// Each slider sets its actual image's opacity over the reference.
    static let script = """
        for (const slider of document.querySelectorAll('input[type=range][data-target]')) {
          const image = document.getElementById(slider.dataset.target);
          const show = () => { image.style.opacity = slider.value / 100; };
          slider.addEventListener('input', show);
          show();
        }
        """
}
