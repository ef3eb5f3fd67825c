import Foundation

extension UTType {
    /// Anything.
    public static let item = UTType("public.item", [])
    /// Documents and other content.
    public static let content = UTType("public.content", [item.identifier])
    /// Bytes.
    public static let data = UTType("public.data", [item.identifier])
    /// Folders and packages.
    public static let directory = UTType("public.directory", [item.identifier])
    /// A folder.
    public static let folder = UTType("public.folder", [directory.identifier])
    /// Text of any encoding.
    public static let text = UTType("public.text", [data.identifier, content.identifier])
    /// Text without markup.
    public static let plainText = UTType("public.plain-text", [text.identifier], extensions: ["txt", "text"], mime: ["text/plain"])
    /// UTF-8 text without markup.
    public static let utf8PlainText = UTType("public.utf8-plain-text", [plainText.identifier])
    /// Comma-separated values.
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", [text.identifier], extensions: ["csv"], mime: ["text/csv"])
    /// JSON.
    public static let json = UTType("public.json", [text.identifier], extensions: ["json"], mime: ["application/json"])
    /// XML.
    public static let xml = UTType("public.xml", [text.identifier], extensions: ["xml"], mime: ["application/xml", "text/xml"])
    /// HTML.
    public static let html = UTType("public.html", [text.identifier], extensions: ["html", "htm"], mime: ["text/html"])
    /// Rich text.
    public static let rtf = UTType("public.rtf", [text.identifier], extensions: ["rtf"], mime: ["text/rtf"])
    /// Source code.
    public static let sourceCode = UTType("public.source-code", [plainText.identifier])
    /// Swift source.
    public static let swiftSource = UTType("public.swift-source", [sourceCode.identifier], extensions: ["swift"])
    /// A property list.
    public static let propertyList = UTType("com.apple.property-list", [data.identifier], extensions: ["plist"])
    /// A PDF document.
    public static let pdf = UTType("com.adobe.pdf", [data.identifier, content.identifier], extensions: ["pdf"], mime: ["application/pdf"])
    /// An image.
    public static let image = UTType("public.image", [data.identifier, content.identifier])
    /// A PNG image.
    public static let png = UTType("public.png", [image.identifier], extensions: ["png"], mime: ["image/png"])
    /// A JPEG image.
    public static let jpeg = UTType("public.jpeg", [image.identifier], extensions: ["jpeg", "jpg"], mime: ["image/jpeg"])
    /// A HEIC image.
    public static let heic = UTType("public.heic", [image.identifier], extensions: ["heic"], mime: ["image/heic"])
    /// A GIF image.
    public static let gif = UTType("com.compuserve.gif", [image.identifier], extensions: ["gif"], mime: ["image/gif"])
    /// An SVG image.
    public static let svg = UTType("public.svg-image", [image.identifier, xml.identifier], extensions: ["svg"], mime: ["image/svg+xml"])
    /// Sound or picture that plays over time.
    public static let audiovisualContent = UTType("public.audiovisual-content", [data.identifier, content.identifier])
    /// A film.
    public static let movie = UTType("public.movie", [audiovisualContent.identifier])
    /// Video without sound.
    public static let video = UTType("public.video", [movie.identifier])
    /// A QuickTime film.
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", [movie.identifier], extensions: ["mov"], mime: ["video/quicktime"])
    /// An MPEG-4 film.
    public static let mpeg4Movie = UTType("public.mpeg-4", [movie.identifier], extensions: ["mp4"], mime: ["video/mp4"])
    /// Sound.
    public static let audio = UTType("public.audio", [audiovisualContent.identifier])
    /// MP3 sound.
    public static let mp3 = UTType("public.mp3", [audio.identifier], extensions: ["mp3"], mime: ["audio/mpeg"])
    /// An archive.
    public static let archive = UTType("public.archive", [data.identifier])
    /// A zip archive.
    public static let zip = UTType("public.zip-archive", [archive.identifier], extensions: ["zip"], mime: ["application/zip"])
    /// A URL.
    public static let url = UTType("public.url", [data.identifier])
    /// A file's URL.
    public static let fileURL = UTType("public.file-url", [url.identifier])
    /// A contact card.
    public static let vCard = UTType("public.vcard", [text.identifier], extensions: ["vcf"], mime: ["text/vcard"])
    /// A spreadsheet.
    public static let spreadsheet = UTType("public.spreadsheet", [content.identifier])
    /// A slide presentation.
    public static let presentation = UTType("public.presentation", [content.identifier])

    /// The system types, in the order a look-up by extension or MIME type tries them.
    static let all: [UTType] = [
        item, content, data, directory, folder, text, plainText, utf8PlainText, commaSeparatedText, json, xml, html, rtf,
        sourceCode, swiftSource, propertyList, pdf, image, png, jpeg, heic, gif, svg, audiovisualContent, movie, video,
        quickTimeMovie, mpeg4Movie, audio, mp3, archive, zip, url, fileURL, vCard, spreadsheet, presentation,
    ]

    /// The system types by identifier.
    static let known = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}
